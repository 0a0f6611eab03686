import { Formik } from 'formik';
import { localiseErrorMessage, localiseMessage } from 'shared/i18n';
import { useCallback, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
} from 'shared/contracts/storePriceLists';
import { Banner, ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { FormikForm } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { usePortalBase } from '../../../records/basePath';
import { NoServiceAccess } from '../components/NoServiceAccess';
import { useServiceAccess } from '../hooks';
import { priceListPaths } from './api';
import { DetailsFields } from './components/DetailsFields';
import { EntryRows } from './components/EntryRows';
import { PriceListBar } from './components/PriceListBar';
import { ServicePicker } from './components/ServicePicker';
import { usePriceList } from './hooks';
import { emptyPriceList, priceListSchema, toValues } from './schema';
import { useSavePriceList } from './useSavePriceList';
import '../../../records/records.css';
import './priceLists.css';

interface PriceListFormProps {
  priceList: StorePriceList | undefined;
  canEdit: boolean;
  onSaved: (list: StorePriceList) => Promise<unknown>;
}

function PriceListForm({ priceList, canEdit, onSaved }: PriceListFormProps) {
  const t = useStorePortalT();
  const base = usePortalBase();
  const justCreated = Boolean(
    (useLocation().state as { saved?: boolean } | null)?.saved,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTop = useCallback(() => headingRef.current?.focus(), []);
  const id = priceList?.id ?? null;
  const { handleSubmit, createdId, savedAt } = useSavePriceList(id, onSaved);
  const initialValues = useMemo(
    () => (priceList ? toValues(priceList) : emptyPriceList),
    [priceList],
  );
  return (
    <section className="rec-list" aria-labelledby="price-list-title">
      <Link to={priceListPaths.list(base)}>{t('priceLists.all')}</Link>
      <h1 id="price-list-title" ref={headingRef} tabIndex={-1}>
        {priceList
          ? t('priceLists.titleNamed', { name: priceList.name })
          : t('priceLists.new')}
      </h1>
      {(savedAt > 0 || justCreated) && (
        <Banner type="success" title={t('priceLists.saved')} />
      )}
      <Formik
        initialValues={initialValues}
        validationSchema={priceListSchema}
        onSubmit={handleSubmit}
      >
        <FormikForm label={priceList ? priceList.name : t('priceLists.new')}>
          {canEdit && <PriceListBar onDiscarded={focusTop} />}
          {createdId !== null && (
            <Navigate
              to={priceListPaths.edit(base, createdId)}
              replace
              state={{ saved: true }}
            />
          )}
          <DetailsFields />
          <h2>{t('priceLists.servicesTitle')}</h2>
          {priceList && (
            <p>
              {t('priceLists.pays', { count: priceList.customer_count })}{' '}
              {t('priceLists.putOnList')}
            </p>
          )}
          {canEdit && <ServicePicker />}
          <EntryRows canEdit={canEdit} />
          {canEdit && (
            <div className="spl-actions">
              <Button type="primary" htmlType="submit">
                {priceList ? t('priceLists.save') : t('priceLists.create')}
              </Button>
              <Link to={priceListPaths.list(base)}>
                {t('priceLists.cancel')}
              </Link>
            </div>
          )}
        </FormikForm>
      </Formik>
    </section>
  );
}

function SavedListEditor({ id, canEdit }: { id: number; canEdit: boolean }) {
  const t = useStorePortalT();
  const { priceList, error, isLoading, mutate } = usePriceList(id);
  const onSaved = useCallback(
    (list: StorePriceList) => mutate(list, { revalidate: false }),
    [mutate],
  );
  if (isLoading) return <PageLoader label={t('priceLists.loadingOne')} />;
  if (priceList)
    return (
      <PriceListForm
        priceList={priceList}
        canEdit={canEdit}
        onSaved={onSaved}
      />
    );
  if (isApiError(error) && error.status === 404)
    return (
      <StatusPage mark="404" tone="warning" title={t('priceLists.notFound')}>
        <p>{localiseErrorMessage(error.message)}</p>
      </StatusPage>
    );
  return (
    <ErrorState
      title={t('priceLists.loadOneFailed')}
      message={error?.message ?? ''}
      onRetry={() => void mutate()}
    />
  );
}

const noop = () => Promise.resolve();

/**
 * One of the store's price lists (/portal/store-services/price-lists/:id, or /new): its details,
 * its services with their prices, the old/new selection marked until saved, the spec's Save/Discard
 * bar and unsaved-change header, leaving guarded.
 */
export function PriceListEditPage() {
  const t = useStorePortalT();
  const { id } = useParams<{ id: string }>();
  const { canView, canCreate, canEdit } = useServiceAccess();
  const listId = Number(id);
  if (!canView || (id === undefined && !canCreate)) return <NoServiceAccess />;
  if (id === undefined)
    return <PriceListForm priceList={undefined} canEdit onSaved={noop} />;
  if (!Number.isInteger(listId) || listId < 1)
    return (
      <StatusPage mark="404" tone="warning" title={t('priceLists.notFound')}>
        <p>{localiseMessage(STORE_PRICE_LIST_MESSAGES.notFound)}</p>
      </StatusPage>
    );
  return <SavedListEditor key={listId} id={listId} canEdit={canEdit} />;
}
