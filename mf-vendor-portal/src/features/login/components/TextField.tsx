import { useField } from 'formik';
import { Form, Input } from 'shared/ui/antd';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** An antd input bound to a Formik field, with its error under it once touched. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const inputProps = {
    ...field,
    id: name,
    autoComplete,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
  };
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      help={error}
      validateStatus={error ? 'error' : undefined}
    >
      {type === 'password' ? (
        <Input.Password {...inputProps} />
      ) : (
        <Input {...inputProps} type={type} />
      )}
    </Form.Item>
  );
}
