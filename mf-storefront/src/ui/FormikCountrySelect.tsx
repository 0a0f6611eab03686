import { useField, useFormikContext } from 'formik';
import { Form, Select } from 'shared/ui/antd/core';
import { useCountryOptions } from './countries';
import { NamedPopup } from './NamedPopup';
import { useStorefrontT, localiseMessage } from '../i18n/t';

export interface FormikCountrySelectProps {
  /** the Formik field name (an ISO 3166-1 alpha-2 code); also the select's id */
  name: string;
  label?: string;
  required?: boolean;
}

/** A searchable select of ISO 3166 countries (named in the page's language, the store's country first). */
export function FormikCountrySelect({
  name,
  label,
  required = false,
}: FormikCountrySelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const t = useStorefrontT();
  const options = useCountryOptions();
  const error =
    (meta.touched || submitCount > 0) && meta.error
      ? localiseMessage(meta.error)
      : undefined;
  const errorId = `${name}-error`;
  const labelId = `${name}-label`;
  return (
    <Form.Item
      label={<span id={labelId}>{label ?? t('address.country')}</span>}
      htmlFor={name}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
    >
      <Select
        id={name}
        value={field.value || undefined}
        options={options}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('address.countryPlaceholder')}
        status={error ? 'error' : undefined}
        aria-labelledby={labelId}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        popupRender={(menu) => (
          <NamedPopup selectId={name} labelId={labelId}>
            {menu}
          </NamedPopup>
        )}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
