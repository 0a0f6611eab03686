import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  ONBOARDING_STEP_KEYS,
  type OnboardingState,
  type OnboardingStepKey,
} from 'shared/contracts/onboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { useOnboarding } from '../hooks';
import 'shared/ui/onboarding';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  /** the step this page belongs to: a store that has not reached it is sent to its next step */
  step: OnboardingStepKey;
  title: string;
  /** shown to the owner of a complete store too (a payment step's outcome), without the progress */
  isOpenWhenComplete?: boolean;
  children: (state: OnboardingState) => ReactNode;
}

const indexOf = (key: string) =>
  ONBOARDING_STEP_KEYS.indexOf(key as OnboardingStepKey);

/**
 * One onboarding page: its heading and progress, shown only to the owner of an unfinished store
 * that has reached its step (earlier steps stay open to go back; a complete store goes to the portal).
 */
export function StepFrame({
  step,
  title,
  isOpenWhenComplete = false,
  children,
}: StepFrameProps) {
  const t = useStorePortalT();
  const { state, error, isLoading } = useOnboarding();
  if (isLoading) return <PageLoader label={t('onboarding.loading')} />;
  if (error && isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={errorWords(error)} />;
  if (state.is_onboarding_complete && isOpenWhenComplete)
    return (
      <section className="onboarding" aria-labelledby="onboarding-title">
        <h1 id="onboarding-title">{title}</h1>
        {children(state)}
      </section>
    );
  if (state.is_onboarding_complete)
    return <Navigate to="/portal/location" replace />;
  if (indexOf(state.step) < indexOf(step))
    return <Navigate to={state.next_path} replace />;
  const number = indexOf(step) + 1;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <p className="onboarding__progress">
        {t('onboarding.step', {
          number,
          total: ONBOARDING_STEP_KEYS.length,
        })}
      </p>
      <h1 id="onboarding-title">{title}</h1>
      {children(state)}
    </section>
  );
}
