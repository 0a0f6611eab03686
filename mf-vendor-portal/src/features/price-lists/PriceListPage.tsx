import { Link, useLocation, useParams } from 'shared/router';
import { PRICE_LIST_MESSAGES } from 'shared/contracts/priceLists';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { localiseErrorMessage, localiseMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { pricedText, updatedText } from './columns';
import {
  isRefusal,
  PriceListNotFound,
  PriceListOwnerOnly,
  PriceListRefusal,
} from './components/PriceListAccess';
import { PriceListItems } from './components/PriceListItems';
import { storeIdOf } from './api';
import { usePriceList } from './hooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './priceLists.css';

function PriceListView({ storeId }: { storeId: number }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  const { priceList, error, isLoading, mutate } = usePriceList(storeId);
  if (isLoading) return <PageLoader label={t('priceList.loading')} />;
  if (!priceList && isRefusal(error)) return <PriceListRefusal error={error} />;
  const back = (
    <Link to={vendorPortalPaths.priceLists(basePath)}>
      {t('priceList.all')}
    </Link>
  );
  if (!priceList)
    return (
      <div className="vp-page vp-stack">
        {back}
        <h1>{t('priceList.title')}</h1>
        <ErrorState
          title={t('priceList.loadFailed')}
          message={localiseErrorMessage(error?.message ?? '') || undefined}
          onRetry={() => void mutate()}
        />
      </div>
    );
  const priced = priceList.items.filter((item) => item.price !== null).length;
  return (
    <div className="vp-page vp-page--wide vp-stack">
      {back}
      <div className="vp-heading-row">
        <h1>{t('priceList.titleFor', { store: priceList.store.name })}</h1>
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.editPriceList(basePath, storeId)}
        >
          {t('priceList.editPrices')}
        </Link>
      </div>
      {saved && (
        <Banner
          type="success"
          title={localiseMessage(PRICE_LIST_MESSAGES.saved)}
        />
      )}
      <p className="pl-intro">
        {t('priceList.summary', {
          priced: pricedText({
            priced_count: priced,
            service_count: priceList.items.length,
          }),
          updated: updatedText(priceList.updated_on),
        })}
      </p>
      <PriceListItems
        items={priceList.items}
        label={t('priceList.pricesFor', { store: priceList.store.name })}
      />
    </div>
  );
}

/** One store's price list, read-only (/portal/price-list/view/:id, the store's id); the owner only. */
export function PriceListPage() {
  const storeId = storeIdOf(useParams<{ id: string }>().id);
  return (
    <PriceListOwnerOnly>
      {storeId === null ? (
        <PriceListNotFound
          message={localiseMessage(PRICE_LIST_MESSAGES.notFound)}
        />
      ) : (
        <PriceListView storeId={storeId} />
      )}
    </PriceListOwnerOnly>
  );
}
