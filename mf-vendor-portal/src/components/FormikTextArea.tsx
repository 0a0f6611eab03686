import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd';

/** Props of FormikTextArea. */
export interface FormikTextAreaProps {
  /** the Formik field name; also the textarea's id */
  name: string;
  label: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

/** An antd textarea bound to a Formik field, its error linked by `aria-describedby` (as FormikInput). */
export function FormikTextArea({
  name,
  label,
  required = false,
  rows = 4,
  maxLength,
}: FormikTextAreaProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
    >
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={name}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Form.Item>
  );
}
