import { useT } from 'shared/i18n';
import { Skeleton } from 'shared/ui/antd';
import 'shared/ui/billing';
import {
  BackToSettings,
  BillingLoadError,
  BillingOwnerOnly,
} from './components/BillingAccess';
import { PlanForm } from './components/PlanForm';
import { seatsText } from './format';
import { useBilling, useBillingMoves } from './hooks';
import '../../components/shopFloor.css';
import './billing.css';

function Plan() {
  const { billing, error, isLoading, retry } = useBilling();
  const moves = useBillingMoves();
  const t = useT('billing');
  return (
    <div className="vp-page vp-stack">
      <h1>{t('plan.title')}</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label={t('vendor.planLoading')}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <>
          <p>
            {billing.plan
              ? t('vendor.onPlan', {
                  plan: billing.plan.name,
                  seats: seatsText(t, billing.seats),
                })
              : t('vendor.noPlan')}{' '}
            {t('vendor.planRule')}
          </p>
          <PlanForm billing={billing} onChange={moves.changePlan} />
        </>
      )}
      <BackToSettings />
    </div>
  );
}

/** /portal/setting/plan: change plan, up or down, asked first (owner only). */
export function PlanPage() {
  return (
    <BillingOwnerOnly>
      <Plan />
    </BillingOwnerOnly>
  );
}
