import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { isApiError } from 'shared/api';
import type { CardDetails, PaymentConfig, PaymentTarget } from '../api';
import { showApiErrors } from '../apiErrors';
import { formatMoney } from '../formatters';
import { EMPTY_CARD, type CardValues } from '../schema';
import { usePay } from '../usePay';
import { CardForm } from './CardForm';
import { PaidNotice } from './PaidNotice';
import { StripePay } from './StripePay';
import { useStorefrontT } from '../../../i18n/t';

export interface PaymentPanelProps {
  target: PaymentTarget;
  config: PaymentConfig;
}

// Only ALREADY_PAID: a payment still in flight or a code used up meanwhile are 409s too, and
// their message shows on the form.
const isAlreadyPaid = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === 'ALREADY_PAID';

/** How the customer pays: the test provider's card form or Stripe; a 409 shows it is already paid. */
export function PaymentPanel({ target, config }: PaymentPanelProps) {
  const t = useStorefrontT();
  const payToken = usePay(target.token);
  const [paid, setPaid] = useState(target.status === 'paid');
  if (paid) return <PaidNotice target={target} />;

  const handleCard = async (
    card: CardDetails,
    helpers: FormikHelpers<CardValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await payToken(card);
    } catch (error) {
      if (isAlreadyPaid(error)) setPaid(true);
      // A decline keeps the card as typed: the customer fixes it or tries another card.
      else showApiErrors(error, helpers, EMPTY_CARD);
    }
  };

  const handleStripe = async () => {
    try {
      await payToken();
    } catch (error) {
      if (isAlreadyPaid(error)) setPaid(true);
      else throw error;
    }
  };

  const label = t('orders.pay', { amount: formatMoney(target.amount) });
  return (
    <section className="co-pay" aria-label={t('orders.payment')}>
      <h2 className="co-summary__title">{t('orders.payment')}</h2>
      {config.provider === 'stripe' ? (
        <StripePay onPay={handleStripe} />
      ) : (
        <CardForm
          submitLabel={label}
          testCards={config.test_cards}
          onPay={handleCard}
        />
      )}
    </section>
  );
}
