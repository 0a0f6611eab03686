import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader } from 'shared/ui';
import { money } from '../../components/money';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { useOnboarding } from './hooks';
import 'shared/ui/onboarding';

/** /portal/payment: the store's plan and what was paid for it (the owner's; set-up resumes first). */
export function PlanPaymentPage() {
  const t = useStorePortalT();
  const { state, error, isLoading } = useOnboarding();
  if (isLoading) return <PageLoader label={t('onboarding.plan.loading')} />;
  if (isApiError(error) && error.status === 401)
    return <Navigate to="/portal/login" replace />;
  if (isApiError(error) && error.status === 403)
    return (
      <ErrorState
        title={t('onboarding.plan.ownerOnly')}
        message={t('onboarding.plan.askOwner')}
      />
    );
  if (!state) return <ErrorState message={errorWords(error)} />;
  if (!state.is_onboarding_complete)
    return <Navigate to={state.next_path} replace />;
  const plan = state.plans.find((p) => p.id === state.plan_id);
  return (
    <section className="onboarding" aria-labelledby="plan-payment-title">
      <h1 id="plan-payment-title">{t('onboarding.plan.yours')}</h1>
      {plan ? (
        <>
          <p>
            {t('onboarding.plan.summary', {
              plan: plan.name,
              count: state.extra_locations,
            })}{' '}
            <strong>
              {t('onboarding.plan.perMonth', {
                amount: money(state.monthly_total),
              })}
            </strong>
            .
          </p>
          <p>
            <Link to="/pay-per-location">
              {t('onboarding.plan.addLocations')}
            </Link>
          </p>
          {state.plan_paid && (
            <p>
              {t('onboarding.plan.firstMonth', {
                brand: state.plan_paid.brand,
                last4: state.plan_paid.last4,
              })}
            </p>
          )}
        </>
      ) : (
        <p>{t('onboarding.plan.none', { store: state.store.name })}</p>
      )}
      <p>
        <Link to="/portal/location">{t('onboarding.plan.backToPortal')}</Link>
      </p>
    </section>
  );
}
