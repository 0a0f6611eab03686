import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { useT, type TFunction } from 'shared/i18n';
import { Skeleton } from 'shared/ui/antd';
import { cardText } from 'shared/ui/billing';
import {
  BackToSettings,
  BillingLoadError,
  BillingOwnerOnly,
} from './components/BillingAccess';
import { CardForm } from './components/CardForm';
import { useBilling, useBillingMoves } from './hooks';
import '../../components/shopFloor.css';
import './billing.css';

/** Where payouts go, as the api keeps it: the holder, the kind and the last 4 digits. */
const payoutText = (t: TFunction, payout: VendorBilling['payout']): string =>
  payout
    ? t('vendor.payoutTo', {
        holder: payout.account_holder,
        kind: t(payout.kind === 'iban' ? 'vendor.iban' : 'vendor.usBank'),
        last4: payout.last4,
      })
    : t('vendor.noPayout');

function Payment() {
  const { billing, error, isLoading, retry } = useBilling();
  const moves = useBillingMoves();
  const t = useT('billing');
  return (
    <div className="vp-page vp-stack">
      <h1>{t('vendor.paymentTitle')}</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label={t('vendor.paymentLoading')}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <>
          <section className="vp-stack" aria-labelledby="vb-card-title">
            <h2 id="vb-card-title">{t('vendor.planPayments')}</h2>
            <p>
              {billing.card
                ? t('vendor.paidWithPlan', { card: cardText(t, billing.card) })
                : t('vendor.noCard')}
            </p>
            {billing.plan && (
              <CardForm billing={billing} onReplace={moves.replaceCard} />
            )}
          </section>
          <section aria-labelledby="vb-payout-title">
            <h2 id="vb-payout-title">{t('vendor.payouts')}</h2>
            <p>{payoutText(t, billing.payout)}</p>
          </section>
        </>
      )}
      <BackToSettings />
    </div>
  );
}

/** /portal/setting/payment: the card the plan is paid with, and where payouts go (owner only). */
export function PaymentPage() {
  return (
    <BillingOwnerOnly>
      <Payment />
    </BillingOwnerOnly>
  );
}
