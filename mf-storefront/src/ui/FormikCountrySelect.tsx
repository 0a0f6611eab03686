import { useField, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { Form, Select } from 'shared/ui/antd';
import { countryOptions } from './countries';
import { NamedPopup } from './NamedPopup';

export interface FormikCountrySelectProps {
  /** the Formik field name (an ISO 3166-1 alpha-2 code); also the select's id */
  name: string;
  label?: string;
  required?: boolean;
}

/** A searchable select of ISO 3166 countries (by English name, the store's country first). */
export function FormikCountrySelect({
  name,
  label = 'Country',
  required = false,
}: FormikCountrySelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const options = useMemo(() => countryOptions(), []);
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  const labelId = `${name}-label`;
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
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
        placeholder="Search or select a country"
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
