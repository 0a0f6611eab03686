import { useField, useFormikContext } from 'formik';
import { useValidationMessage } from 'shared/i18n';
import { Form, Input } from 'shared/ui/antd/core';

/** Props of {@link FormikTextArea}. */
export interface FormikTextAreaProps {
  /** the Formik field name; also the textarea's id unless `id` is given */
  name: string;
  label: string;
  /** the textarea's id, when one page holds several forms with the same field name */
  id?: string;
  /** shows the required mark and sets `aria-required` (validation stays in the schema) */
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

/**
 * An antd textarea bound to a Formik field: its error shows once the field is touched or the form
 * was submitted, linked to the textarea by `aria-describedby` (as FormikInput).
 */
export function FormikTextArea({
  name,
  label,
  id = name,
  required = false,
  rows = 4,
  maxLength,
}: FormikTextAreaProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
    >
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Form.Item>
  );
}
