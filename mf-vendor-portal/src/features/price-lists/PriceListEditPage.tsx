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
import { useBasePath } from '../../basePath';
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
import { errorWords } from '../../i18n/t';

function PriceListForm({ priceList }: { priceList: PriceList }) {
  const basePath = useBasePath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTop = useCallback(() => headingRef.current?.focus(), []);
  const { id, name } = priceList.store;
  const { validate, handleSubmit, handleReset, isSaved } = useSavePriceList(id);
  const initialValues = useMemo(() => toValues(priceList), [priceList]);
  const viewPath = vendorPortalPaths.priceList(basePath, id);
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <Link to={viewPath}>Back to the price list</Link>
      <h1 ref={headingRef} tabIndex={-1}>
        Edit prices: {name}
      </h1>
      <p className="pl-intro">
        Type what {name} pays you for each of its services, or leave the price
        empty for a service you do not price. The store’s own price is beside it
        for reference.
      </p>
      <Formik<PriceListValues>
        initialValues={initialValues}
        validationSchema={priceListSchema}
        validate={validate}
        validateOnChange={false}
        onSubmit={handleSubmit}
        onReset={handleReset}
      >
        <FormikForm label={`Prices for ${name}`}>
          <PriceListBar
            savedTo={isSaved ? viewPath : null}
            focusTop={focusTop}
          />
          <FollowList priceList={priceList} />
          {priceList.items.length === 0 ? (
            <p>{name} has no services yet: there is nothing to price.</p>
          ) : (
            <PriceRows caption={`Prices for ${name}`} />
          )}
          <div className="vp-actions pl-form-actions">
            <Button type="primary" htmlType="submit">
              Save prices
            </Button>
            <Link to={viewPath}>Cancel</Link>
          </div>
        </FormikForm>
      </Formik>
    </div>
  );
}

function PriceListEditor({ storeId }: { storeId: number }) {
  const basePath = useBasePath();
  const { priceList, error, isLoading, mutate } = usePriceList(storeId);
  if (isLoading) return <PageLoader label="Loading the price list" />;
  if (priceList) return <PriceListForm priceList={priceList} />;
  if (isRefusal(error)) return <PriceListRefusal error={error} />;
  return (
    <div className="vp-page vp-stack">
      <Link to={vendorPortalPaths.priceLists(basePath)}>All price lists</Link>
      <h1>Edit prices</h1>
      <ErrorState
        title="We could not load this price list."
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
        <PriceListNotFound message={PRICE_LIST_MESSAGES.notFound} />
      ) : (
        <PriceListEditor storeId={storeId} />
      )}
    </PriceListOwnerOnly>
  );
}
