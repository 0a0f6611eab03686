import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { useT } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { NotOwnerState, OwnerOnly } from '../../../components/OwnerOnly';
import { vendorPortalPaths } from '../../../paths';

function Why() {
  const t = useT('billing');
  return <p>{t('vendor.why')}</p>;
}

/** A billing page: the vendor's owner sees it, anyone else the owner-only state without asking the api. */
export function BillingOwnerOnly({ children }: { children: ReactNode }) {
  return <OwnerOnly why={<Why />}>{children}</OwnerOnly>;
}

/** Props of BillingLoadError. */
export interface BillingLoadErrorProps {
  error: Error | undefined;
  onRetry: () => void;
}

/** The billing could not be read: the api's 403 is the owner-only state, anything else an error with Retry. */
export function BillingLoadError({ error, onRetry }: BillingLoadErrorProps) {
  const t = useT('billing');
  if (isApiError(error) && error.status === 403)
    return (
      <NotOwnerState>
        <Why />
      </NotOwnerState>
    );
  return (
    <ErrorState
      title={t('loadFailed')}
      message={error?.message ?? ''}
      onRetry={onRetry}
    />
  );
}

/** The way back to the settings hub, under each billing page. */
export function BackToSettings() {
  const base = useBasePath();
  const t = useT('billing');
  return (
    <p>
      <Link to={vendorPortalPaths.settings(base)}>{t('vendor.back')}</Link>
    </p>
  );
}
