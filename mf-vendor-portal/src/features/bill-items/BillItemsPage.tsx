import { useId, useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  BILL_ITEM_MESSAGES,
  MAX_OPEN_BILL_ITEMS,
} from 'shared/contracts/vendorBillItems';
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
import { errorWords } from '../../i18n/t';

const OWNER_ONLY = "Only the workshop's owner manages its settings";

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
  const { items, error, isLoading, refresh } = useBillItems(store.id);
  const [added, setAdded] = useState<string | null>(null);
  if (isLoading && !items)
    return <Loading label={`Loading the bill items of ${store.name}`} />;
  if (!items)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={OWNER_ONLY}
        message="Ask the owner of your workshop."
      />
    ) : (
      <ErrorState
        title="We could not load the bill items."
        message={errorWords(error)}
        onRetry={() => void refresh()}
      />
    );
  const isFull = items.length >= MAX_OPEN_BILL_ITEMS;
  return (
    <>
      <section className="vp-card vp-stack" aria-labelledby="bi-add">
        <h2 id="bi-add">Add an item for {store.name}</h2>
        {added && <Banner type="success" title={added} />}
        {isFull ? (
          <p>{BILL_ITEM_MESSAGES.tooMany}</p>
        ) : (
          <BillItemForm
            scope="new"
            label={`New bill item for ${store.name}`}
            storeId={store.id}
            initialValues={EMPTY_VALUES}
            submitLabel="Add item"
            onSubmit={async (values, actions) => {
              setAdded(null);
              try {
                await createBillItem({
                  store_id: store.id,
                  ...toFields(values),
                });
                actions.reset();
                setAdded(BILL_ITEM_MESSAGES.added);
                await refresh();
              } catch (failure) {
                actions.refuse(failure);
              }
            }}
          />
        )}
      </section>
      <section className="vp-stack" aria-labelledby="bi-waiting">
        <h2 id="bi-waiting">Waiting to be invoiced ({items.length})</h2>
        {items.length === 0 ? (
          <p>
            No items waiting for {store.name}. Add one above: it appears on your
            next invoice to the store, next to its done work orders.
          </p>
        ) : (
          <>
            <BillItemList items={items} onChanged={refresh} />
            <p>
              <Link
                className="vs-link-button vs-link-button--primary"
                to={newInvoicePath(basePath, store.id)}
              >
                Invoice {store.name}
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}

function BillItems() {
  const [params, setParams] = useSearchParams();
  const { stores, error, isLoading, retry } = useBillStores();
  const selectId = useId();
  const storeId = storeIdOf(params.get('store'));
  const store = stores?.find((s) => s.id === storeId) ?? null;
  return (
    <div className="vp-page vp-stack">
      <h1>Bill items</h1>
      <p id={`${selectId}-help`}>
        Extra items you bill a store for that are not work-order lines, like a
        rush fee or return shipping. They wait here until you put them on an
        invoice; once invoiced they can no longer be changed.
      </p>
      {isLoading && !stores ? (
        <Loading label="Loading your stores" />
      ) : !stores ? (
        isApiError(error) && error.status === 403 ? (
          <ErrorState
            title={OWNER_ONLY}
            message="Ask the owner of your workshop."
          />
        ) : (
          <ErrorState
            title="We could not load your stores."
            message={errorWords(error)}
            onRetry={retry}
          />
        )
      ) : stores.length === 0 ? (
        <p>
          You do not work with any store yet: once a store links you as its
          vendor, you can add items to bill it here.
        </p>
      ) : (
        <div className="vp-filters">
          <div>
            <label htmlFor={selectId}>Store</label>
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
              <option value="">Choose a store</option>
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
        <p role="alert">
          This store does not exist or does not work with you. Choose one of
          your stores.
        </p>
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
  if (!useIsVendorOwner())
    return (
      <div className="vp-page">
        <ErrorState
          title={OWNER_ONLY}
          message="Ask the owner of your workshop."
        />
      </div>
    );
  return <BillItems />;
}
