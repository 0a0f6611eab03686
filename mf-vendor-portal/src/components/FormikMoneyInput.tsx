import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd';
import { isMoneyInput, MONEY_MAX_LENGTH } from 'shared/validation';

/** Props of FormikMoneyInput. */
export interface FormikMoneyInputProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A money field (spec section 5): only digits with at most 2 decimals reach the value, at most 15
 * characters, and a negative sign is blocked as it is typed; the schema checks the same again.
 */
export function FormikMoneyInput({
  name,
  label,
  required = false,
}: FormikMoneyInputProps) {
  const [field, meta, helpers] = useField<string>(name);
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
      <Input
        name={name}
        id={name}
        inputMode="decimal"
        prefix="$"
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          if (isMoneyInput(event.target.value))
            void helpers.setValue(event.target.value);
        }}
        maxLength={MONEY_MAX_LENGTH}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Form.Item>
  );
}
