import type { BillItems } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { money } from './money';
import './locationsQuote.css';
import { useStorePortalT } from '../i18n/t';

// The price of extra locations bought now, as the api quotes it (GET /stores/{id}/billing/items,
// api/src/areas/billing/proration.ts): /addbillitems and /pay-per-location show the same quote, and
// send its amount as the one they expect to be charged.

/** Cents of a money string ('12.50' → 1250). */
export const centsOf = (amount: string) => Math.round(Number(amount) * 100);
/** A money string of cents (1250 → '12.50'). */
export const moneyOf = (cents: number) => (cents / 100).toFixed(2);

/** The amount a purchase of `count` extra locations is charged now (count × one's prorated price). */
export const amountDue = (items: BillItems, count: number): string =>
  moneyOf(count * centsOf(items.prorated_location_amount));

/** Props of LocationsQuote. */
export interface LocationsQuoteProps {
  items: BillItems;
  /** the count typed, or null while it is not a valid one */
  count: number | null;
}

/** What `count` extra locations cost now, for the rest of the period, and the monthly total after. */
export function LocationsQuote({ items, count }: LocationsQuoteProps) {
  const t = useStorePortalT();
  const { plan, period } = items;
  if (!plan || !period) return null;
  const monthly = moneyOf(
    centsOf(items.next_monthly_total) +
      (count ?? 0) * centsOf(plan.price_per_extra_location),
  );
  return (
    <div className="locations-quote" aria-live="polite" aria-atomic="true">
      {count === null ? (
        <p>{t('onboarding.purchase.enterCount')}</p>
      ) : (
        <dl className="locations-quote__facts">
          <dt>{t('onboarding.purchase.dueNow')}</dt>
          <dd>
            <strong>{money(amountDue(items, count))}</strong>{' '}
            {t('onboarding.purchase.dueDetail', {
              count,
              price: money(items.prorated_location_amount),
              left: period.days_left,
              days: period.days_in_period,
              end: formatDate(period.end),
            })}
          </dd>
          <dt>{t('onboarding.purchase.monthly')}</dt>
          <dd>
            {t('onboarding.purchase.perMonth', { amount: money(monthly) })}
          </dd>
        </dl>
      )}
    </div>
  );
}
