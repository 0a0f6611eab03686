import { useField, useFormikContext } from 'formik';
import { useValidationMessage } from 'shared/i18n';
import { Form, Input } from 'shared/ui/antd/core';
import { isMoneyInput, MONEY_MAX_LENGTH } from 'shared/validation';

/** Props of {@link FormikMoneyInput}. */
export interface FormikMoneyInputProps {
  /** the Formik field name; also the input's id unless `id` is given */
  name: string;
  label: string;
  /** the input's id, when one page holds several forms with the same field name */
  id?: string;
  /** shows the required mark and sets `aria-required` (validation stays in the schema) */
  required?: boolean;
  /** shown before the amount ('$' unless the label already says the currency) */
  prefix?: string;
}

/**
 * A money field: only digits with at most 2 decimals reach the value, at most 15
 * characters, and a negative sign is blocked as it is typed (shared/validation's isMoneyInput); the
 * schema checks the same again.
 */
export function FormikMoneyInput({
  name,
  label,
  id = name,
  required = false,
  prefix,
}: FormikMoneyInputProps) {
  const [field, meta, helpers] = useField<string>(name);
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
      <Input
        name={name}
        id={id}
        inputMode="decimal"
        prefix={prefix}
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
