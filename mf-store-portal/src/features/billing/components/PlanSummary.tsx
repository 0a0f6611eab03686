import type { BillingOverview } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { money } from '../../../components/money';

/** Props of PlanSummary. */
export interface PlanSummaryProps {
  billing: BillingOverview;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The store's plan: name, price, included and extra locations, locations in use, next renewal. */
export function PlanSummary({ billing }: PlanSummaryProps) {
  const { plan } = billing;
  if (!plan)
    return (
      <Card title="Your plan">
        <p>
          Your store has no plan yet. Choose one below to start billing for your
          locations.
        </p>
      </Card>
    );
  return (
    <Card title="Your plan">
      <dl className="billing-facts">
        <dt>Plan</dt>
        <dd>{plan.name}</dd>
        <dt>Price</dt>
        <dd>{money(plan.monthly_price)} a month</dd>
        <dt>Locations included</dt>
        <dd>{plural(plan.locations_included, 'location')}</dd>
        <dt>Extra locations bought</dt>
        <dd>
          {plural(billing.extra_locations, 'location')} at{' '}
          {money(plan.price_per_extra_location)} each
        </dd>
        {!!billing.locations_leaving && billing.leaving_on && (
          <>
            <dt>Leaving</dt>
            <dd>
              {plural(billing.locations_leaving, 'extra location')} on{' '}
              {formatDate(billing.leaving_on)}
            </dd>
          </>
        )}
        <dt>Locations in use</dt>
        <dd>{billing.locations_in_use}</dd>
        <dt>Monthly total</dt>
        <dd>{money(billing.monthly_total)}</dd>
        <dt>Next renewal</dt>
        <dd>
          {billing.next_renewal ? formatDate(billing.next_renewal) : 'Not set'}
        </dd>
      </dl>
    </Card>
  );
}
