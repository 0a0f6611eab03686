import type { ReactNode } from 'react';
import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import type { OnboardingState } from 'shared/contracts/onboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { spt, errorWords, useStorePortalT } from '../../i18n/t';
import { useOnboarding } from './hooks';
import 'shared/ui/onboarding';

// The pages a payment step returns to (the payment provider's return addresses): each shows the
// outcome of its step, for a store still setting up and for an onboarded owner alike, and where to
// go next. They never move on by themselves.

/** The page a payment step returns to: which step, in words. */
export type PaymentReturn = 'plan' | 'locations' | 'payment';

/** The card the plan was paid with, or that it is not paid yet. */
function planOutcome(state: OnboardingState): string {
  const plan = state.plans.find((p) => p.id === state.plan_id);
  if (!state.plan_paid)
    return plan
      ? spt('onboarding.returns.notPaid', { plan: plan.name })
      : spt('onboarding.returns.noPlan');
  const card = { brand: state.plan_paid.brand, last4: state.plan_paid.last4 };
  return plan
    ? spt('onboarding.returns.paid', { plan: plan.name, ...card })
    : spt('onboarding.returns.paidNoPlan', card);
}

function outcomeOf(kind: PaymentReturn, state: OnboardingState): string[] {
  if (kind === 'plan') return [planOutcome(state)];
  if (kind === 'locations')
    return [
      spt('onboarding.returns.extra', { count: state.extra_locations }),
      spt('onboarding.returns.invoices'),
    ];
  return [
    planOutcome(state),
    state.payouts_last4
      ? spt('onboarding.returns.payoutsTo', { last4: state.payouts_last4 })
      : spt('onboarding.payouts.noAccount'),
  ];
}

/** Where the owner goes next: the set-up's next step, or the portal's billing. */
function nextLink(state: OnboardingState): ReactNode {
  return state.is_onboarding_complete ? (
    <Link className="ui-button" to="/portal/billing">
      {spt('onboarding.payouts.toBilling')}
    </Link>
  ) : (
    <Link className="ui-button" to={state.next_path}>
      {spt('onboarding.returns.continue')}
    </Link>
  );
}

/** /plan/middle-page, /store-billing-middle-page, /middle-page: the outcome of a payment step. */
export function PaymentReturnPage({ kind }: { kind: PaymentReturn }) {
  // the outcome's sentences are read in the current language on each render
  const t = useStorePortalT();
  const { state, error, isLoading } = useOnboarding();
  if (isLoading) return <PageLoader label={t('onboarding.returns.loading')} />;
  if (error && isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={errorWords(error)} />;
  return (
    <section className="onboarding" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title">{t(`onboarding.returns.${kind}`)}</h1>
      <section aria-label={t('onboarding.returns.outcome')}>
        {outcomeOf(kind, state).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <p className="onboarding__actions">{nextLink(state)}</p>
    </section>
  );
}

export const PlanReturnPage = () => <PaymentReturnPage kind="plan" />;
export const LocationsReturnPage = () => <PaymentReturnPage kind="locations" />;
export const PaymentDetailsReturnPage = () => (
  <PaymentReturnPage kind="payment" />
);
