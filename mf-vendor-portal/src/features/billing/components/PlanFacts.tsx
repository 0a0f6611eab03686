import { Link } from 'shared/router';
import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { formatDate } from 'shared/dates';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { cardText, money, seatsText, usersText } from '../format';

/** Props of PlanFacts. */
export interface PlanFactsProps {
  billing: VendorBilling;
}

/** The workshop's plan, its next bill, the seats in use and the card it is paid with. */
export function PlanFacts({ billing }: PlanFactsProps) {
  const base = useBasePath();
  const { plan } = billing;
  return (
    <div className="vb-cards">
      <section className="vp-card" aria-labelledby="vb-plan-title">
        <h2 id="vb-plan-title">Your plan</h2>
        {plan ? (
          <dl className="vb-facts">
            <dt>Plan</dt>
            <dd>{plan.name}</dd>
            <dt>Price</dt>
            <dd>{money(plan.monthly_price)} a month</dd>
            <dt>Team</dt>
            <dd>
              Up to {usersText(plan.users_included)}; {seatsText(billing.seats)}
            </dd>
          </dl>
        ) : (
          <p>Your workshop has no plan yet.</p>
        )}
        <p>
          <Link to={vendorPortalPaths.plan(base)}>Change plan</Link>
        </p>
      </section>
      <section className="vp-card" aria-labelledby="vb-next-title">
        <h2 id="vb-next-title">Next bill</h2>
        {billing.next_bill_on && billing.next_bill_amount ? (
          <dl className="vb-facts">
            <dt>Date</dt>
            <dd>{formatDate(billing.next_bill_on)}</dd>
            <dt>Amount</dt>
            <dd>{money(billing.next_bill_amount)}</dd>
          </dl>
        ) : (
          <p>No bill is planned.</p>
        )}
        <p>
          {billing.card
            ? `Paid with the ${cardText(billing.card)}.`
            : 'No card on record.'}
        </p>
        <p>
          <Link to={vendorPortalPaths.payment(base)}>Replace card</Link>
        </p>
      </section>
    </div>
  );
}
