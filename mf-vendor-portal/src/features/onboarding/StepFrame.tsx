import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  nextRegistrationPath,
  VENDOR_REGISTRATION_STEPS,
  type VendorOnboardingState,
  type VendorRegistrationStep,
} from 'shared/contracts/vendorOnboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import 'shared/ui/onboarding';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useVendorOnboarding } from './hooks';
import { errorWords, useVendorT } from '../../i18n/t';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  /** the registration step of the page (none for the welcome and end pages) */
  step?: VendorRegistrationStep;
  title: string;
  /** a complete vendor stays (the end page), instead of going to its dashboard */
  allowComplete?: boolean;
  children: (state: VendorOnboardingState) => ReactNode;
}

/**
 * One page of the vendor's set-up: its heading and progress, for the owner of a vendor that is not
 * set up yet (a visitor goes to log in, staff are told it is the owner's, a set-up vendor goes to
 * its dashboard). Steps already done stay open to look at.
 */
export function StepFrame({
  step,
  title,
  allowComplete = false,
  children,
}: StepFrameProps) {
  const base = useBasePath();
  const t = useVendorT();
  const { state, error, isLoading } = useVendorOnboarding();
  if (isLoading) return <PageLoader label={t('onboarding.frame.loading')} />;
  if (isApiError(error) && error.status === 401)
    return <Navigate to={vendorPortalPaths.login(base)} replace />;
  if (isApiError(error) && error.status === 403)
    return (
      <ErrorState
        title={t('onboarding.frame.ownerOnly')}
        message={t('onboarding.frame.askOwner')}
      />
    );
  if (!state) return <ErrorState message={errorWords(error)} />;
  if (state.is_onboarding_complete && !allowComplete)
    return <Navigate to={vendorPortalPaths.dashboard(base)} replace />;
  const indexOf = (key?: string) =>
    VENDOR_REGISTRATION_STEPS.findIndex((s) => s.key === key);
  // no skipping ahead: a step opens once the steps before it are done
  const pending = nextRegistrationPath(state.registration_steps);
  const pendingIndex = VENDOR_REGISTRATION_STEPS.findIndex(
    (s) => s.path === pending,
  );
  if (step && pending && pendingIndex < indexOf(step))
    return <Navigate to={`${base}${pending}`} replace />;
  const number = step ? indexOf(step) + 1 : null;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      {number && (
        <p className="onboarding__progress">
          {t('onboarding.frame.progress', {
            number,
            total: VENDOR_REGISTRATION_STEPS.length,
          })}
        </p>
      )}
      <h1 id="onboarding-title">{title}</h1>
      {children(state)}
    </section>
  );
}
