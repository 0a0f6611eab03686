import { useField, useFormikContext } from 'formik';
import { Checkbox, Form, Radio } from 'shared/ui/antd';
import { FormikInput, FormikMoneyInput } from 'shared/ui/form';
import type { DiscountValues } from '../schema';

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
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
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
  const [kind, , kindHelpers] = useField<DiscountValues['kind']>('kind');
  return (
    <>
      <FormikInput
        name="code"
        label="Code"
        required
        help="3 to 32 letters, digits, - or _. Customers type it at checkout (any case)."
      />
      <fieldset className="discount-fieldset">
        <legend>Discount</legend>
        <Radio.Group
          name="kind"
          value={kind.value}
          onChange={(e) => void kindHelpers.setValue(e.target.value)}
          options={[
            { value: 'percent', label: 'A percent of the subtotal' },
            { value: 'fixed', label: 'A fixed amount' },
          ]}
        />
      </fieldset>
      {kind.value === 'percent' ? (
        <FormikMoneyInput
          name="value"
          label="Percent off"
          required
          prefix="%"
        />
      ) : (
        <FormikMoneyInput name="value" label="Amount off" required />
      )}
      <FormikMoneyInput
        name="min_subtotal"
        label="Minimum order subtotal (optional)"
      />
      <div className="discount-dates">
        <DateField name="starts_on" label="Starts on (optional)" />
        <DateField name="ends_on" label="Ends on (optional)" />
      </div>
      <FormikInput
        name="usage_limit"
        label="Total number of uses (optional)"
        help="Leave empty for no limit."
      />
      <Flag name="once_per_customer">Once per customer</Flag>
      <Flag name="is_active">Active: customers can use it</Flag>
    </>
  );
}
