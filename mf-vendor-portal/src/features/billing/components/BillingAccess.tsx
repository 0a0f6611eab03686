import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { NotOwnerState, OwnerOnly } from '../../../components/OwnerOnly';
import { vendorPortalPaths } from '../../../paths';

const WHY = (
  <p>
    Billing, plan and payment are the owner’s settings: only the owner of the
    workshop manages them.
  </p>
);

/** A billing page: the vendor's owner sees it, anyone else the owner-only state without asking the api. */
export function BillingOwnerOnly({ children }: { children: ReactNode }) {
  return <OwnerOnly why={WHY}>{children}</OwnerOnly>;
}

/** Props of BillingLoadError. */
export interface BillingLoadErrorProps {
  error: Error | undefined;
  onRetry: () => void;
}

/** The billing could not be read: the api's 403 is the owner-only state, anything else an error with Retry. */
export function BillingLoadError({ error, onRetry }: BillingLoadErrorProps) {
  if (isApiError(error) && error.status === 403)
    return <NotOwnerState>{WHY}</NotOwnerState>;
  return (
    <ErrorState
      title="We could not load your billing."
      message={error?.message ?? ''}
      onRetry={onRetry}
    />
  );
}

/** The way back to the settings hub, under each billing page. */
export function BackToSettings() {
  const base = useBasePath();
  return (
    <p>
      <Link to={vendorPortalPaths.settings(base)}>Back to settings</Link>
    </p>
  );
}
