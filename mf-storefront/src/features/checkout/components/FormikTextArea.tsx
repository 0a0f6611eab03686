import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd/core';

export interface FormikTextAreaProps {
  name: string;
  label: string;
  maxLength?: number;
  help?: string;
}

/** An antd text area bound to a Formik field (error once touched or submitted). */
export function FormikTextArea({
  name,
  label,
  maxLength,
  help,
}: FormikTextAreaProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  const helpId = `${name}-help`;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={help && <span id={helpId}>{help}</span>}
    >
      <Input.TextArea
        {...field}
        id={name}
        value={field.value ?? ''}
        rows={4}
        maxLength={maxLength}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [error && errorId, help && helpId].filter(Boolean).join(' ') ||
          undefined
        }
      />
    </Form.Item>
  );
}
