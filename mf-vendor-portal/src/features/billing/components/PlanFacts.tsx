import { Link } from 'shared/router';
import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { formatDate } from 'shared/dates';
import { formatApiAmount, useT } from 'shared/i18n';
import { BillingFacts, cardText } from 'shared/ui/billing';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { seatsText, usersText } from '../format';

/** Props of PlanFacts. */
export interface PlanFactsProps {
  billing: VendorBilling;
}

/** The workshop's plan, its next bill, the seats in use and the card it is paid with. */
export function PlanFacts({ billing }: PlanFactsProps) {
  const base = useBasePath();
  const t = useT('billing');
  const { plan } = billing;
  return (
    <div className="vb-cards">
      <section className="vp-card" aria-labelledby="vb-plan-title">
        <h2 id="vb-plan-title">{t('plan.title')}</h2>
        {plan ? (
          <BillingFacts
            rows={[
              [t('plan.plan'), plan.name],
              [
                t('plan.price'),
                t('plan.perMonth', {
                  price: formatApiAmount(plan.monthly_price),
                }),
              ],
              [
                t('vendor.team'),
                t('vendor.upTo', {
                  users: usersText(t, plan.users_included),
                  seats: seatsText(t, billing.seats),
                }),
              ],
            ]}
          />
        ) : (
          <p>{t('vendor.noPlan')}</p>
        )}
        <p>
          <Link to={vendorPortalPaths.plan(base)}>{t('plan.change')}</Link>
        </p>
      </section>
      <section className="vp-card" aria-labelledby="vb-next-title">
        <h2 id="vb-next-title">{t('vendor.nextBill')}</h2>
        {billing.next_bill_on && billing.next_bill_amount ? (
          <BillingFacts
            rows={[
              [t('vendor.date'), formatDate(billing.next_bill_on)],
              [t('vendor.amount'), formatApiAmount(billing.next_bill_amount)],
            ]}
          />
        ) : (
          <p>{t('vendor.noBill')}</p>
        )}
        <p>
          {billing.card
            ? t('vendor.paidWith', { card: cardText(t, billing.card) })
            : t('vendor.noCard')}
        </p>
        <p>
          <Link to={vendorPortalPaths.payment(base)}>{t('card.replace')}</Link>
        </p>
      </section>
    </div>
  );
}
