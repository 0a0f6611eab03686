import { Link } from 'shared/router';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { BankAccountForm } from './components/BankAccountForm';
import { StepFrame } from './components/StepFrame';
import { StripeConnectPanel } from './components/StripeConnectPanel';

/**
 * /connect-stripe: where the store is paid out to: Stripe Connect when the platform has Stripe,
 * else the built-in test provider's bank account (a refused one opens the failure page).
 */
export function ConnectPayoutsPage() {
  return (
    <StepFrame step="payouts" title="Get paid">
      {(state) =>
        state.payouts_provider === 'stripe' ? (
          <StripeConnectPanel />
        ) : (
          <BankAccountForm />
        )
      }
    </StepFrame>
  );
}

/**
 * /failed-stripe-onboarding: the account was refused or is not ready; nothing was saved. An
 * onboarded owner sent here reads the same, with the account that still receives payouts.
 */
export function PayoutsFailedPage() {
  return (
    <StepFrame
      step="payouts"
      title="We could not connect your account"
      isOpenWhenComplete
    >
      {(state) => (
        <>
          <p role="alert">
            {state.payouts_provider === 'stripe'
              ? ONBOARDING_MESSAGES.stripeIncomplete
              : ONBOARDING_MESSAGES.payoutsFailed}
          </p>
          {state.is_onboarding_complete ? (
            <p>
              {state.payouts_last4
                ? `Payouts still go to the account ending in ${state.payouts_last4}.`
                : 'No payout account is connected yet.'}{' '}
              <Link to="/portal/billing">Go to Billing</Link>
            </p>
          ) : (
            <p>
              <Link to="/connect-stripe">Try again</Link>
            </p>
          )}
        </>
      )}
    </StepFrame>
  );
}
