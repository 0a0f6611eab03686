import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd/core';

export interface FormattedInputProps {
  name: string;
  label: string;
  /** rewrites what is typed (e.g. groups card digits by four) */
  format: (value: string) => string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}

/** An antd input bound to a Formik field that formats the value as it is typed. */
export function FormattedInput({
  name,
  label,
  format,
  autoComplete,
  placeholder,
  inputMode = 'numeric',
  maxLength,
}: FormattedInputProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
    >
      <Input
        id={name}
        name={name}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(format(e.target.value))}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-required
        aria-describedby={error ? errorId : undefined}
      />
    </Form.Item>
  );
}
