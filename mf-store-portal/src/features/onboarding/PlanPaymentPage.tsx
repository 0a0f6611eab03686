import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader } from 'shared/ui';
import { useOnboarding } from './hooks';
import 'shared/ui/onboarding';

/** /portal/payment: the store's plan and what was paid for it (the owner's; set-up resumes first). */
export function PlanPaymentPage() {
  const { state, error, isLoading } = useOnboarding();
  if (isLoading) return <PageLoader label="Loading your plan" />;
  if (isApiError(error) && error.status === 401)
    return <Navigate to="/portal/login" replace />;
  if (isApiError(error) && error.status === 403)
    return (
      <ErrorState
        title="Only the store's owner manages its plan"
        message="Ask the owner of your store."
      />
    );
  if (!state) return <ErrorState message={error?.message} />;
  if (!state.is_onboarding_complete)
    return <Navigate to={state.next_path} replace />;
  const plan = state.plans.find((p) => p.id === state.plan_id);
  return (
    <section className="onboarding" aria-labelledby="plan-payment-title">
      <h1 id="plan-payment-title">Your plan</h1>
      {plan ? (
        <>
          <p>
            {plan.name} plan with {state.extra_locations} extra location
            {state.extra_locations === 1 ? '' : 's'}:{' '}
            <strong>${state.monthly_total} a month</strong>.
          </p>
          <p>
            <Link to="/pay-per-location">Add locations</Link>
          </p>
          {state.plan_paid && (
            <p>
              The first month was paid with the {state.plan_paid.brand} card
              ending {state.plan_paid.last4}.
            </p>
          )}
        </>
      ) : (
        <p>
          {state.store.name} has no plan on record. Please contact the
          platform&apos;s team to choose one.
        </p>
      )}
      <p>
        <Link to="/portal/location">Back to your store portal</Link>
      </p>
    </section>
  );
}
