import { useFormikContext } from 'formik';
import type { BillItems } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { money } from '../../../components/money';
import { centsOf, countOf, moneyOf, type PurchaseValues } from '../schema';

/** The amount a purchase of `count` extra locations is charged now (count × one's prorated price). */
export const amountDue = (items: BillItems, count: number): string =>
  moneyOf(count * centsOf(items.prorated_location_amount));

/** Props of LocationsQuote. */
export interface LocationsQuoteProps {
  items: BillItems;
}

/** What the count typed costs now, for the rest of the period, and the new monthly total after it. */
export function LocationsQuote({ items }: LocationsQuoteProps) {
  const { values } = useFormikContext<PurchaseValues>();
  const count = countOf(values.locations, items.addable_locations);
  const { plan, period } = items;
  if (!plan || !period) return null;
  const monthly = moneyOf(
    centsOf(items.next_monthly_total) +
      (count ?? 0) * centsOf(plan.price_per_extra_location),
  );
  return (
    <div className="bill-items__quote" aria-live="polite" aria-atomic="true">
      {count === null ? (
        <p>Enter how many extra locations to add to see the price.</p>
      ) : (
        <dl className="bill-items__facts">
          <dt>Due now</dt>
          <dd>
            <strong>{money(amountDue(items, count))}</strong> ({count} ×{' '}
            {money(items.prorated_location_amount)} for the {period.days_left}{' '}
            of {period.days_in_period} days left until {formatDate(period.end)})
          </dd>
          <dt>New monthly total</dt>
          <dd>{money(monthly)} a month</dd>
        </dl>
      )}
    </div>
  );
}
