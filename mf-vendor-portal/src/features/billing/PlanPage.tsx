import { Skeleton } from 'shared/ui/antd';
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
  return (
    <div className="vp-page vp-stack">
      <h1>Your plan</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label="Loading your plan">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <>
          <p>
            {billing.plan
              ? `Your workshop is on the ${billing.plan.name} plan: ${seatsText(billing.seats)}.`
              : 'Your workshop has no plan yet.'}{' '}
            A new plan applies at once; its price is billed from your next bill.
            A plan must have a seat for everyone on your team, invitations
            included.
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
