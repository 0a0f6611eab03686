import { Formik } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'shared/router';
import {
  PRICE_LIST_MESSAGES,
  type PriceList,
} from 'shared/contracts/priceLists';
import { ErrorState, PageLoader } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { FormikForm } from 'shared/ui/form';
import { localiseMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { errorWords, useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { storeIdOf } from './api';
import { FollowList } from './components/FollowList';
import {
  isRefusal,
  PriceListNotFound,
  PriceListOwnerOnly,
  PriceListRefusal,
} from './components/PriceListAccess';
import { PriceListBar } from './components/PriceListBar';
import { PriceRows } from './components/PriceRows';
import { usePriceList } from './hooks';
import { priceListSchema, toValues, type PriceListValues } from './schema';
import { useSavePriceList } from './useSavePriceList';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './priceLists.css';

function PriceListForm({ priceList }: { priceList: PriceList }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTop = useCallback(() => headingRef.current?.focus(), []);
  const { id, name } = priceList.store;
  const { validate, handleSubmit, handleReset, isSaved } = useSavePriceList(id);
  const initialValues = useMemo(() => toValues(priceList), [priceList]);
  const viewPath = vendorPortalPaths.priceList(basePath, id);
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <Link to={viewPath}>{t('priceList.back')}</Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('priceList.editTitle', { store: name })}
      </h1>
      <p className="pl-intro">{t('priceList.editIntro', { store: name })}</p>
      <Formik<PriceListValues>
        initialValues={initialValues}
        validationSchema={priceListSchema}
        validate={validate}
        validateOnChange={false}
        onSubmit={handleSubmit}
        onReset={handleReset}
      >
        <FormikForm label={t('priceList.pricesFor', { store: name })}>
          <PriceListBar
            savedTo={isSaved ? viewPath : null}
            focusTop={focusTop}
          />
          <FollowList priceList={priceList} />
          {priceList.items.length === 0 ? (
            <p>{t('priceList.nothingToPrice', { store: name })}</p>
          ) : (
            <PriceRows caption={t('priceList.pricesFor', { store: name })} />
          )}
          <div className="vp-actions pl-form-actions">
            <Button type="primary" htmlType="submit">
              {t('priceList.save')}
            </Button>
            <Link to={viewPath}>{t('priceList.cancel')}</Link>
          </div>
        </FormikForm>
      </Formik>
    </div>
  );
}

function PriceListEditor({ storeId }: { storeId: number }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const { priceList, error, isLoading, mutate } = usePriceList(storeId);
  if (isLoading) return <PageLoader label={t('priceList.loading')} />;
  if (priceList) return <PriceListForm priceList={priceList} />;
  if (isRefusal(error)) return <PriceListRefusal error={error} />;
  return (
    <div className="vp-page vp-stack">
      <Link to={vendorPortalPaths.priceLists(basePath)}>
        {t('priceList.all')}
      </Link>
      <h1>{t('priceList.editPrices')}</h1>
      <ErrorState
        title={t('priceList.loadFailed')}
        message={errorWords(error)}
        onRetry={() => void mutate()}
      />
    </div>
  );
}

/**
 * The edit of one store's price list (/portal/price-list/edit?store={id}): a money input per
 * service, the spec's Save/Discard bar and unsaved-change header, leaving guarded; the owner only.
 */
export function PriceListEditPage() {
  const storeId = storeIdOf(useSearchParams()[0].get('store'));
  return (
    <PriceListOwnerOnly>
      {storeId === null ? (
        <PriceListNotFound
          message={localiseMessage(PRICE_LIST_MESSAGES.notFound)}
        />
      ) : (
        <PriceListEditor storeId={storeId} />
      )}
    </PriceListOwnerOnly>
  );
}
