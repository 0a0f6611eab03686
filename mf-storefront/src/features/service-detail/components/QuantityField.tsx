import { useField, useFormikContext } from 'formik';
import { Form, Input } from 'shared/ui/antd/core';
import { localiseMessage, useStorefrontT } from '../../../i18n/t';

/** The number of units to add (1 to 99). */
export function QuantityField() {
  const t = useStorefrontT();
  const [field, meta] = useField<string>('quantity');
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error
      ? localiseMessage(meta.error)
      : undefined;
  return (
    <Form.Item
      label={t('serviceDetail.quantity')}
      htmlFor="quantity"
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="quantity-error">{error}</span>}
    >
      <Input
        {...field}
        id="quantity"
        type="number"
        min={1}
        max={99}
        style={{ maxWidth: 120 }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'quantity-error' : undefined}
      />
    </Form.Item>
  );
}
