import type { ReactNode } from 'react';
import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import type { OnboardingState } from 'shared/contracts/onboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { useOnboarding } from './hooks';
import 'shared/ui/onboarding';

// The pages a payment step returns to (the payment provider's return addresses): each shows the
// outcome of its step, for a store still setting up and for an onboarded owner alike, and where to
// go next. They never move on by themselves.

/** The page a payment step returns to: which step, in words. */
export type PaymentReturn = 'plan' | 'locations' | 'payment';

const TITLES: Record<PaymentReturn, string> = {
  plan: 'Your plan payment',
  locations: 'Your extra locations',
  payment: 'Your payment details',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The card the plan was paid with, or that it is not paid yet. */
function planOutcome(state: OnboardingState): string {
  const plan = state.plans.find((p) => p.id === state.plan_id);
  if (!state.plan_paid)
    return plan
      ? `The ${plan.name} plan is not paid yet: nothing was charged.`
      : 'No plan is chosen yet: nothing was charged.';
  const card = `${state.plan_paid.brand} ending in ${state.plan_paid.last4}`;
  return plan
    ? `The ${plan.name} plan is paid with the ${card}.`
    : `The plan is paid with the ${card}.`;
}

function outcomeOf(kind: PaymentReturn, state: OnboardingState): string[] {
  if (kind === 'plan') return [planOutcome(state)];
  if (kind === 'locations')
    return [
      `Your store now has ${plural(state.extra_locations, 'extra location')} beyond its plan's.`,
      'Each purchase has its invoice under Billing.',
    ];
  return [
    planOutcome(state),
    state.payouts_last4
      ? `Payouts go to the account ending in ${state.payouts_last4}.`
      : 'No payout account is connected yet.',
  ];
}

/** Where the owner goes next: the set-up's next step, or the portal's billing. */
function nextLink(state: OnboardingState): ReactNode {
  return state.is_onboarding_complete ? (
    <Link className="ui-button" to="/portal/billing">
      Go to Billing
    </Link>
  ) : (
    <Link className="ui-button" to={state.next_path}>
      Continue setting up
    </Link>
  );
}

/** /plan/middle-page, /store-billing-middle-page, /middle-page: the outcome of a payment step. */
export function PaymentReturnPage({ kind }: { kind: PaymentReturn }) {
  const { state, error, isLoading } = useOnboarding();
  if (isLoading) return <PageLoader label="Loading your payment" />;
  if (error && isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={error?.message} />;
  return (
    <section className="onboarding" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title">{TITLES[kind]}</h1>
      <section aria-label="Outcome">
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
