import type { BillingOverview } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { formatApiAmount, useT } from 'shared/i18n';
import { Card } from 'shared/ui/antd';
import { BillingFacts } from 'shared/ui/billing';

/** Props of PlanSummary. */
export interface PlanSummaryProps {
  billing: BillingOverview;
}

/** The store's plan: name, price, included and extra locations, locations in use, next renewal. */
export function PlanSummary({ billing }: PlanSummaryProps) {
  const t = useT('billing');
  const { plan } = billing;
  if (!plan)
    return (
      <Card title={t('plan.title')}>
        <p>{t('store.noPlan')}</p>
      </Card>
    );
  const leaving = !!billing.locations_leaving && billing.leaving_on;
  return (
    <Card title={t('plan.title')}>
      <BillingFacts
        rows={[
          [t('plan.plan'), plan.name],
          [
            t('plan.price'),
            t('plan.perMonth', { price: formatApiAmount(plan.monthly_price) }),
          ],
          [
            t('store.included'),
            t('store.locations', { count: plan.locations_included }),
          ],
          [
            t('store.extraBought'),
            t('store.extraEach', {
              count: billing.extra_locations,
              price: formatApiAmount(plan.price_per_extra_location),
            }),
          ],
          [
            t('store.leaving'),
            leaving
              ? t('store.leavingOn', {
                  count: billing.locations_leaving,
                  date: formatDate(leaving),
                })
              : null,
          ],
          [t('store.inUse'), billing.locations_in_use],
          [t('store.monthlyTotal'), formatApiAmount(billing.monthly_total)],
          [
            t('store.renewal'),
            billing.next_renewal
              ? formatDate(billing.next_renewal)
              : t('store.notSet'),
          ],
        ]}
      />
    </Card>
  );
}
