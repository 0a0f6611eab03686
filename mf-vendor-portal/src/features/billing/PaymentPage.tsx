import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { Skeleton } from 'shared/ui/antd';
import {
  BackToSettings,
  BillingLoadError,
  BillingOwnerOnly,
} from './components/BillingAccess';
import { CardForm } from './components/CardForm';
import { cardText } from './format';
import { useBilling, useBillingMoves } from './hooks';
import '../../components/shopFloor.css';
import './billing.css';

/** Where payouts go, as the api keeps it: the holder, the kind and the last 4 digits. */
const payoutText = (payout: VendorBilling['payout']): string =>
  payout
    ? `Payouts go to ${payout.account_holder}'s ${payout.kind === 'iban' ? 'IBAN' : 'US bank account'} ending ${payout.last4}.`
    : 'No payout account yet.';

function Payment() {
  const { billing, error, isLoading, retry } = useBilling();
  const moves = useBillingMoves();
  return (
    <div className="vp-page vp-stack">
      <h1>Payment and payouts</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label="Loading your payment settings">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <>
          <section className="vp-stack" aria-labelledby="vb-card-title">
            <h2 id="vb-card-title">Plan payments</h2>
            <p>
              {billing.card
                ? `The plan is paid with the ${cardText(billing.card)}.`
                : 'No card on record.'}
            </p>
            {billing.plan && (
              <CardForm billing={billing} onReplace={moves.replaceCard} />
            )}
          </section>
          <section aria-labelledby="vb-payout-title">
            <h2 id="vb-payout-title">Payouts</h2>
            <p>{payoutText(billing.payout)}</p>
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
