import type { BillItems } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';

/** Props of PlanItemsSummary. */
export interface PlanItemsSummaryProps {
  items: BillItems;
}

/** What the store has: its plan, included and extra locations, those leaving, those in use, the period. */
export function PlanItemsSummary({ items }: PlanItemsSummaryProps) {
  const t = useStorePortalT();
  const { plan, period } = items;
  if (!plan || !period) return null;
  return (
    <section aria-labelledby="items-plan-title" className="bill-items__card">
      <h2 id="items-plan-title">{t('billItems.yourPlan')}</h2>
      <dl className="bill-items__facts">
        <dt>{t('billItems.plan')}</dt>
        <dd>
          {t('billItems.planLine', {
            name: plan.name,
            price: money(plan.monthly_price),
          })}
        </dd>
        <dt>{t('billItems.included')}</dt>
        <dd>{t('billItems.locations', { count: items.locations_included })}</dd>
        <dt>{t('billItems.extra')}</dt>
        <dd>
          {t('billItems.extraLine', {
            count: items.extra_locations,
            price: money(plan.price_per_extra_location),
          })}
        </dd>
        {items.locations_leaving > 0 && items.leaving_on && (
          <>
            <dt>{t('billItems.leaving')}</dt>
            <dd>
              {t('billItems.leavingLine', {
                count: items.locations_leaving,
                date: formatDate(items.leaving_on),
              })}
            </dd>
          </>
        )}
        <dt>{t('billItems.inUse')}</dt>
        <dd>{items.locations_in_use}</dd>
        <dt>{t('billItems.period')}</dt>
        <dd>
          {t('billItems.periodLine', {
            start: formatDate(period.start),
            end: formatDate(period.end),
            left: period.days_left,
            days: period.days_in_period,
          })}
        </dd>
        <dt>{t('billItems.monthly')}</dt>
        <dd>{money(items.monthly_total)}</dd>
        {items.next_monthly_total !== items.monthly_total && (
          <>
            <dt>{t('billItems.from', { date: formatDate(period.end) })}</dt>
            <dd>
              {t('billItems.perMonth', {
                amount: money(items.next_monthly_total),
              })}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
