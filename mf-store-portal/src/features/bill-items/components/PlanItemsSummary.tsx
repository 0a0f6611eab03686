import type { BillItems } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { money } from '../../../components/money';

/** Props of PlanItemsSummary. */
export interface PlanItemsSummaryProps {
  items: BillItems;
}

const locations = (n: number) => `${n} location${n === 1 ? '' : 's'}`;

/** What the store has: its plan, included and extra locations, those leaving, those in use, the period. */
export function PlanItemsSummary({ items }: PlanItemsSummaryProps) {
  const { plan, period } = items;
  if (!plan || !period) return null;
  return (
    <section aria-labelledby="items-plan-title" className="bill-items__card">
      <h2 id="items-plan-title">Your plan</h2>
      <dl className="bill-items__facts">
        <dt>Plan</dt>
        <dd>
          {plan.name}, {money(plan.monthly_price)} a month
        </dd>
        <dt>Locations included</dt>
        <dd>{locations(items.locations_included)}</dd>
        <dt>Extra locations</dt>
        <dd>
          {locations(items.extra_locations)} at{' '}
          {money(plan.price_per_extra_location)} a month each
        </dd>
        {items.locations_leaving > 0 && items.leaving_on && (
          <>
            <dt>Leaving</dt>
            <dd>
              {locations(items.locations_leaving)} on{' '}
              {formatDate(items.leaving_on)}
            </dd>
          </>
        )}
        <dt>Locations in use</dt>
        <dd>{items.locations_in_use}</dd>
        <dt>This period</dt>
        <dd>
          {formatDate(period.start)} to {formatDate(period.end)},{' '}
          {period.days_left} of {period.days_in_period} days left
        </dd>
        <dt>Monthly total</dt>
        <dd>{money(items.monthly_total)}</dd>
        {items.next_monthly_total !== items.monthly_total && (
          <>
            <dt>From {formatDate(period.end)}</dt>
            <dd>{money(items.next_monthly_total)} a month</dd>
          </>
        )}
      </dl>
    </section>
  );
}
