import { useFormikContext } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { isApiError } from 'shared/api';
import type { Cart } from 'shared/cart';
import { useTenant } from 'shared/tenant';
import { Button, Input } from 'shared/ui/antd/core';
import { checkDiscount } from '../api';
import { formatMoney } from '../formatters';
import type { CheckoutValues } from '../schema';
import { cartScope } from '../submit';
import { useStorefrontT } from '../../../i18n/t';

/** Props of DiscountField. */
export interface DiscountFieldProps {
  cart: Cart;
}

/**
 * The summary's discount code: Apply asks the api what the code takes off this cart (the server
 * prices it; the order prices it again). A refusal shows under the field and keeps the typed code.
 */
export function DiscountField({ cart }: DiscountFieldProps) {
  const t = useStorefrontT();
  const { storeId } = useTenant();
  const { values, errors, setFieldValue, setFieldError } =
    useFormikContext<CheckoutValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [isApplying, setApplying] = useState(false);
  const shown = problem ?? errors.discount_code ?? null;
  const code = values.discount_code.trim();

  const handleApply = async () => {
    if (!code) return;
    setApplying(true);
    setProblem(null);
    setFieldError('discount_code', undefined);
    try {
      const { cartId } = cartScope(cart);
      const quote = await checkDiscount({
        store_id: storeId as number,
        code,
        ...(cartId ? { cart_id: cartId } : {}),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      });
      await setFieldValue('discount', quote, false);
    } catch (error) {
      await setFieldValue('discount', null, false);
      setProblem(
        isApiError(error)
          ? (error.fieldErrors.discount_code ?? error.message)
          : String(error),
      );
    } finally {
      setApplying(false);
    }
  };
  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void handleApply();
  };
  const handleRemove = () => {
    setProblem(null);
    void setFieldValue('discount', null, false);
    void setFieldValue('discount_code', '', false);
  };

  return (
    <div className="co-discount">
      <label htmlFor="discount_code">{t('checkout.discountCode')}</label>
      <div className="co-discount__row">
        <Input
          id="discount_code"
          name="discount_code"
          value={values.discount_code}
          onChange={(e) =>
            void setFieldValue('discount_code', e.target.value, false)
          }
          onKeyDown={handleKey}
          status={shown ? 'error' : undefined}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? 'discount_code-error' : undefined}
          autoComplete="off"
        />
        {values.discount ? (
          <Button key="remove" onClick={handleRemove}>
            {t('checkout.removeCode')}
          </Button>
        ) : (
          <Button
            key="apply"
            onClick={() => void handleApply()}
            loading={isApplying}
            disabled={!code}
          >
            {t('checkout.applyCode')}
          </Button>
        )}
      </div>
      {shown && (
        <p id="discount_code-error" className="co-discount__error" role="alert">
          {shown}
        </p>
      )}
      {values.discount && !shown && (
        <p className="co-discount__applied" role="status">
          {t('checkout.codeApplied', {
            code: values.discount.code,
            amount: formatMoney(values.discount.amount),
          })}
        </p>
      )}
    </div>
  );
}
