import { Link } from 'shared/router';
import { useStorePortalT } from '../../i18n/t';
import { BankAccountForm } from './components/BankAccountForm';
import { StepFrame } from './components/StepFrame';
import { StripeConnectPanel } from './components/StripeConnectPanel';

/**
 * /connect-stripe: where the store is paid out to: Stripe Connect when the platform has Stripe,
 * else the built-in test provider's bank account (a refused one opens the failure page).
 */
export function ConnectPayoutsPage() {
  const t = useStorePortalT();
  return (
    <StepFrame step="payouts" title={t('onboarding.payouts.title')}>
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
  const t = useStorePortalT();
  return (
    <StepFrame
      step="payouts"
      title={t('onboarding.payouts.failedTitle')}
      isOpenWhenComplete
    >
      {(state) => (
        <>
          <p role="alert">
            {state.payouts_provider === 'stripe'
              ? t('onboarding.payouts.stripeIncomplete')
              : t('onboarding.payouts.payoutsFailed')}
          </p>
          {state.is_onboarding_complete ? (
            <p>
              {state.payouts_last4
                ? t('onboarding.payouts.stillTo', {
                    last4: state.payouts_last4,
                  })
                : t('onboarding.payouts.noAccount')}{' '}
              <Link to="/portal/billing">
                {t('onboarding.payouts.toBilling')}
              </Link>
            </p>
          ) : (
            <p>
              <Link to="/connect-stripe">
                {t('onboarding.payouts.tryAgain')}
              </Link>
            </p>
          )}
        </>
      )}
    </StepFrame>
  );
}
