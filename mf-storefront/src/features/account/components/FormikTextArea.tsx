import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd/core';

export interface FormikTextAreaProps {
  name: string;
  label: string;
  maxLength?: number;
}

/** A multi-line antd input bound to a Formik field (error once touched or submitted). */
export function FormikTextArea({
  name,
  label,
  maxLength,
}: FormikTextAreaProps) {
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
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={name}
        rows={4}
        maxLength={maxLength}
        showCount={maxLength !== undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
      />
    </Form.Item>
  );
}
