import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd';
import './form.css';

/** Props of {@link FormikInput}. */
export interface FormikInputProps {
  /** the Formik field name; also the input's id */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  /** shows the required mark and sets `aria-required` (validation stays in the schema) */
  required?: boolean;
  /** help text under the input, announced with it */
  help?: string;
  autoComplete?: string;
  placeholder?: string;
}

/**
 * An antd input bound to a Formik field: its error shows once the field is touched or the form
 * was submitted, and the error and help text are linked to the input by `aria-describedby`.
 * A password's eye toggle (a toggle button antd names 'Show' / 'Hide') is at least 24×24 px.
 */
export function FormikInput({
  name,
  label,
  type = 'text',
  required = false,
  help,
  autoComplete,
  placeholder,
}: FormikInputProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  const helpId = `${name}-help`;
  const describedBy =
    [error && errorId, help && helpId].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    ...field,
    value: field.value ?? '',
    id: name,
    autoComplete,
    placeholder,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={help && <span id={helpId}>{help}</span>}
    >
      {type === 'password' ? (
        <Input.Password {...inputProps} className="ui-password" />
      ) : (
        <Input {...inputProps} type={type} />
      )}
    </Form.Item>
  );
}
