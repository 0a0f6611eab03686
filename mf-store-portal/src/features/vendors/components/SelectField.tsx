import { useField } from 'formik';
import { useValidationMessage } from 'shared/i18n';
import { Form } from 'shared/ui/antd';

/** Props of SelectField. */
export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A native select bound to a Formik field, with its error linked (keyboard and phone friendly). */
export function SelectField({ name, label, options }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = useValidationMessage(
    meta.touched && meta.error ? meta.error : undefined,
  );
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${name}-error`}>{error}</span> : undefined}
    >
      <select
        {...field}
        id={name}
        className="rec-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}
