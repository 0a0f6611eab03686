import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { NotOwnerState, OwnerOnly } from '../../../components/OwnerOnly';
import { errorWords, useVendorT } from '../../../i18n/t';
import { vendorPortalPaths } from '../../../paths';

function Why() {
  return <p>{useVendorT()('priceList.ownerOnly')}</p>;
}
const WHY = <Why />;

/** A price list page: the vendor's owner sees it, anyone else the owner-only state without asking the api. */
export function PriceListOwnerOnly({ children }: { children: ReactNode }) {
  return <OwnerOnly why={WHY}>{children}</OwnerOnly>;
}

/**
 * The api's refusal of a price list page: its 403 (not the owner) shows the owner-only state, its
 * 404 (a store the vendor does not work with) the not-found state; null for any other failure
 * (the page offers a retry then).
 */
export function PriceListRefusal({ error }: { error: Error | undefined }) {
  if (isApiError(error) && error.status === 403)
    return <NotOwnerState>{WHY}</NotOwnerState>;
  if (isApiError(error) && error.status === 404)
    return <PriceListNotFound message={errorWords(error) ?? ''} />;
  return null;
}

/** Whether PriceListRefusal has a state for this error. */
export const isRefusal = (error: Error | undefined): boolean =>
  isApiError(error) && (error.status === 403 || error.status === 404);

/** A store that is not one the vendor works with (or no store at all in the edit's query). */
export function PriceListNotFound({ message }: { message: string }) {
  const basePath = useBasePath();
  const t = useVendorT();
  return (
    <StatusPage mark="404" tone="warning" title={t('priceList.notFound')}>
      <p>{message}</p>
      <p>
        <Link to={vendorPortalPaths.priceLists(basePath)}>
          {t('priceList.seeStores')}
        </Link>
      </p>
    </StatusPage>
  );
}
