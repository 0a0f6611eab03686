import { useId, useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { MAX_OPEN_BILL_ITEMS } from 'shared/contracts/vendorBillItems';
import { Banner, ErrorState } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { useIsVendorOwner } from '../../components/OwnerOnly';
import type { VendorStore } from '../../records/workOrderApi';
import { createBillItem, newInvoicePath } from './api';
import { BillItemForm } from './components/BillItemForm';
import { BillItemList } from './components/BillItemList';
import { useBillItems, useBillStores } from './hooks';
import { EMPTY_VALUES, toFields } from './schema';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './billItems.css';
import { errorWords, useVendorT, vpt } from '../../i18n/t';

const storeIdOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}

/** One store's items: the new item's form, and those waiting to be invoiced. */
function StoreItems({ store }: { store: VendorStore }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const { items, error, isLoading, refresh } = useBillItems(store.id);
  const [added, setAdded] = useState<string | null>(null);
  if (isLoading && !items)
    return (
      <Loading label={t('billItems.loadingStore', { store: store.name })} />
    );
  if (!items)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    ) : (
      <ErrorState
        title={t('billItems.loadFailed')}
        message={errorWords(error)}
        onRetry={() => void refresh()}
      />
    );
  const isFull = items.length >= MAX_OPEN_BILL_ITEMS;
  return (
    <>
      <section className="vp-card vp-stack" aria-labelledby="bi-add">
        <h2 id="bi-add">{t('billItems.addFor', { store: store.name })}</h2>
        {added && <Banner type="success" title={added} />}
        {isFull ? (
          <p>{vpt('validation.billItem.tooMany')}</p>
        ) : (
          <BillItemForm
            scope="new"
            label={t('billItems.newFor', { store: store.name })}
            storeId={store.id}
            initialValues={EMPTY_VALUES}
            submitLabel={t('billItems.add')}
            onSubmit={async (values, actions) => {
              setAdded(null);
              try {
                await createBillItem({
                  store_id: store.id,
                  ...toFields(values),
                });
                actions.reset();
                setAdded(t('validation.billItem.added'));
                await refresh();
              } catch (failure) {
                actions.refuse(failure);
              }
            }}
          />
        )}
      </section>
      <section className="vp-stack" aria-labelledby="bi-waiting">
        <h2 id="bi-waiting">
          {t('billItems.waiting', { count: items.length })}
        </h2>
        {items.length === 0 ? (
          <p>{t('billItems.noneWaiting', { store: store.name })}</p>
        ) : (
          <>
            <BillItemList items={items} onChanged={refresh} />
            <p>
              <Link
                className="vs-link-button vs-link-button--primary"
                to={newInvoicePath(basePath, store.id)}
              >
                {t('billItems.invoice', { store: store.name })}
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}

function BillItems() {
  const t = useVendorT();
  const [params, setParams] = useSearchParams();
  const { stores, error, isLoading, retry } = useBillStores();
  const selectId = useId();
  const storeId = storeIdOf(params.get('store'));
  const store = stores?.find((s) => s.id === storeId) ?? null;
  return (
    <div className="vp-page vp-stack">
      <h1>{t('billItems.title')}</h1>
      <p id={`${selectId}-help`}>{t('billItems.intro')}</p>
      {isLoading && !stores ? (
        <Loading label={t('billItems.loadingStores')} />
      ) : !stores ? (
        isApiError(error) && error.status === 403 ? (
          <ErrorState
            title={t('settings.ownerOnly')}
            message={t('settings.askOwner')}
          />
        ) : (
          <ErrorState
            title={t('billItems.storesFailed')}
            message={errorWords(error)}
            onRetry={retry}
          />
        )
      ) : stores.length === 0 ? (
        <p>{t('billItems.noStores')}</p>
      ) : (
        <div className="vp-filters">
          <div>
            <label htmlFor={selectId}>{t('billItems.store')}</label>
            <select
              id={selectId}
              className="vp-select"
              value={store ? String(store.id) : ''}
              aria-describedby={`${selectId}-help`}
              onChange={(event) =>
                setParams(
                  event.target.value ? { store: event.target.value } : {},
                  { replace: true },
                )
              }
            >
              <option value="">{t('billItems.chooseStore')}</option>
              {stores.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {store && <StoreItems key={store.id} store={store} />}
      {!store && storeId !== null && stores && (
        <p role="alert">{t('billItems.unknownStore')}</p>
      )}
    </div>
  );
}

/**
 * /portal/addbillitems?store={id} (owner only): extra billable items for a store the
 * vendor works with ('Rush fee'), waiting for the next invoice; each edited or deleted until then.
 * Staff are told so without asking the api (their store list would load).
 */
export function BillItemsPage() {
  const t = useVendorT();
  if (!useIsVendorOwner())
    return (
      <div className="vp-page">
        <ErrorState
          title={t('settings.ownerOnly')}
          message={t('settings.askOwner')}
        />
      </div>
    );
  return <BillItems />;
}
