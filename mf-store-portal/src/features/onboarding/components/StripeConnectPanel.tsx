import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'shared/router';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import type { OnboardingState } from 'shared/contracts/onboarding';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { createStripeLink, finishStripeConnect, onboardingKeys } from '../api';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { leavePortal } from '../leavePortal';
import { PAYOUTS_FAILED_PATH } from './BankAccountForm';

/** Back from Stripe (`?stripe=return`): the api re-reads the account, then the set-up goes on. */
function StripeReturn() {
  const t = useStorePortalT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);
  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    finishStripeConnect().then(
      async (state) => {
        await mutate<OnboardingState>(onboardingKeys.state(), state, {
          revalidate: false,
        });
        navigate(state.next_path, { replace: true });
      },
      (failure: Error) => {
        if (isApiError(failure) && failure.code === 'PAYOUTS.INCOMPLETE')
          navigate(PAYOUTS_FAILED_PATH, { replace: true });
        else setError(failure);
      },
    );
  }, [attempt, mutate, navigate]);
  if (error)
    return (
      <ErrorState
        message={errorWords(error)}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <PageLoader label={t('onboarding.payouts.checking')} />;
}

/** /connect-stripe with Stripe configured: the owner sets up payouts on Stripe's own pages. */
export function StripeConnectPanel() {
  const t = useStorePortalT();
  const [params] = useSearchParams();
  const [isLeaving, setIsLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (params.get('stripe') === 'return') return <StripeReturn />;
  const handleConnect = async () => {
    setError(null);
    setIsLeaving(true);
    try {
      leavePortal((await createStripeLink()).url);
    } catch (failure) {
      setIsLeaving(false);
      setError(errorWords(failure) ?? t('onboarding.failed'));
    }
  };
  return (
    <>
      <p>{t('onboarding.payouts.stripeIntro')}</p>
      {error && <Banner type="failure" title={error} />}
      <Button
        type="primary"
        loading={isLeaving}
        onClick={() => void handleConnect()}
      >
        {t('onboarding.payouts.withStripe')}
      </Button>
    </>
  );
}
