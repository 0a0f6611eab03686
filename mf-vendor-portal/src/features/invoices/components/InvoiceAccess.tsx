import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { NotOwnerState, OwnerOnly } from '../../../components/OwnerOnly';
import { errorWords, useVendorT } from '../../../i18n/t';
import { invoicePaths } from '../paths';

function Why() {
  return <p>{useVendorT()('invoice.ownerOnly')}</p>;
}
const WHY = <Why />;

/** An invoice page: the vendor's owner sees it, anyone else the owner-only state without asking the api. */
export function InvoiceOwnerOnly({ children }: { children: ReactNode }) {
  return <OwnerOnly why={WHY}>{children}</OwnerOnly>;
}

/** Whether InvoiceRefusal has a state for this error (the api's 403 or 404). */
export const isRefusal = (error: Error | undefined): boolean =>
  isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * The api's refusal: its 403 (not the owner) shows the owner-only state, its 404 (not the vendor's
 * invoice, or a store it does not work with) the not-found state; null for any other failure.
 */
export function InvoiceRefusal({ error }: { error: Error | undefined }) {
  if (isApiError(error) && error.status === 403)
    return <NotOwnerState>{WHY}</NotOwnerState>;
  if (isApiError(error) && error.status === 404)
    return <InvoiceNotFound message={errorWords(error) ?? ''} />;
  return null;
}

/** An invoice that does not exist or is not the vendor's. */
export function InvoiceNotFound({ message }: { message: string }) {
  const basePath = useBasePath();
  const t = useVendorT();
  return (
    <StatusPage mark="404" tone="warning" title={t('invoice.notFound')}>
      <p>{message}</p>
      <p>
        <Link to={invoicePaths.list(basePath)}>{t('invoice.seeInvoices')}</Link>
      </p>
    </StatusPage>
  );
}
