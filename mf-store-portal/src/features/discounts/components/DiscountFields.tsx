import { useField, useFormikContext } from 'formik';
import { Checkbox, Form, Radio } from 'shared/ui/antd';
import { FormikInput, FormikMoneyInput } from 'shared/ui/form';
import { useValidationMessage } from 'shared/i18n';
import type { DiscountValues } from '../schema';
import { useStorePortalT } from '../../../i18n/t';

/** A native date input bound to a Formik field (keyboard and phone friendly), with its error. */
function DateField({
  name,
  label,
}: {
  name: keyof DiscountValues;
  label: string;
}) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${name}-error`}>{error}</span>}
    >
      <input
        {...field}
        id={name}
        type="date"
        className="discount-date"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
      />
    </Form.Item>
  );
}

function Flag({
  name,
  children,
}: {
  name: keyof DiscountValues;
  children: string;
}) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox
      checked={field.value}
      onChange={(e) => void helpers.setValue(e.target.checked)}
    >
      {children}
    </Checkbox>
  );
}

/** The discount form's fields: code, kind and value, the optional rules, and the flags. */
export function DiscountFields() {
  const t = useStorePortalT();
  const [kind, , kindHelpers] = useField<DiscountValues['kind']>('kind');
  return (
    <>
      <FormikInput
        name="code"
        label={t('discounts.code')}
        required
        help={t('discounts.codeHelp')}
      />
      <fieldset className="discount-fieldset">
        <legend>{t('discounts.discount')}</legend>
        <Radio.Group
          name="kind"
          value={kind.value}
          onChange={(e) => void kindHelpers.setValue(e.target.value)}
          options={[
            { value: 'percent', label: t('discounts.kindPercent') },
            { value: 'fixed', label: t('discounts.kindFixed') },
          ]}
        />
      </fieldset>
      {kind.value === 'percent' ? (
        <FormikMoneyInput
          name="value"
          label={t('discounts.percentLabel')}
          required
          prefix="%"
        />
      ) : (
        <FormikMoneyInput
          name="value"
          label={t('discounts.amountLabel')}
          required
        />
      )}
      <FormikMoneyInput name="min_subtotal" label={t('discounts.minLabel')} />
      <div className="discount-dates">
        <DateField name="starts_on" label={t('discounts.startsOn')} />
        <DateField name="ends_on" label={t('discounts.endsOn')} />
      </div>
      <FormikInput
        name="usage_limit"
        label={t('discounts.limit')}
        help={t('discounts.limitHelp')}
      />
      <Flag name="once_per_customer">{t('discounts.once')}</Flag>
      <Flag name="is_active">{t('discounts.activeFlag')}</Flag>
    </>
  );
}
