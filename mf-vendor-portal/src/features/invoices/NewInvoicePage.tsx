import { Link, useSearchParams } from 'shared/router';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { Banner, ErrorState } from 'shared/ui';
import { Button, Skeleton } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import {
  InvoiceOwnerOnly,
  InvoiceRefusal,
  isRefusal,
} from './components/InvoiceAccess';
import { NewInvoiceForm } from './components/NewInvoiceForm';
import { StoreSelect } from './components/StoreSelect';
import {
  useBillable,
  useBillItems,
  useInvoiceStores,
  usePaymentTerms,
  type InvoiceStore,
} from './hooks';
import { invoicePaths } from './paths';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './invoices.css';
import { errorWords } from '../../i18n/t';

const storeIdOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    </div>
  );
}

/** The bill items could not be read: the work orders can still be billed. */
function BillItemsFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner
      type="warning"
      title="We could not load this store’s bill items."
      subtitle="You can still bill its done work orders."
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

/** The chosen store's done work orders and bill items: loading, refused, none yet, or the form. */
function StoreBilling({ store }: { store: InvoiceStore }) {
  const basePath = useBasePath();
  const { billable, error, isLoading, retry } = useBillable(store.id);
  const extras = useBillItems(store.id);
  const terms = usePaymentTerms();
  if (
    (isLoading && !billable) ||
    (extras.isLoading && !extras.billItems) ||
    terms.termsDays === undefined
  )
    return <Loading label={`Loading the done work orders of ${store.name}`} />;
  if (error && !billable)
    return isRefusal(error) ? (
      <InvoiceRefusal error={error} />
    ) : (
      <ErrorState
        title="We could not load the done work orders."
        message={errorWords(error)}
        onRetry={retry}
      />
    );
  const billItems = extras.billItems ?? [];
  const failure = extras.error && !extras.billItems && (
    <BillItemsFailure onRetry={extras.retry} />
  );
  if (!billable || (billable.length === 0 && billItems.length === 0))
    return (
      <>
        {failure}
        <section className="vp-card" aria-labelledby="inv-none">
          <h2 id="inv-none">Nothing to bill</h2>
          <p>No done work orders to bill for this store yet.</p>
          <p>
            A work order can be billed once you mark it done, and only on one
            invoice that is not void.{' '}
            <Link to={vendorPortalPaths.workOrders(basePath)}>
              See your work orders
            </Link>
          </p>
          <p>
            Extra items like a rush fee are billed too, once you add them.{' '}
            <Link
              to={`${vendorPortalPaths.billItems(basePath)}?store=${store.id}`}
            >
              Add bill items
            </Link>
          </p>
        </section>
      </>
    );
  return (
    <>
      {failure}
      <NewInvoiceForm
        key={store.id}
        storeId={store.id}
        storeName={store.name}
        billable={billable}
        billItems={billItems}
        termsDays={terms.termsDays}
      />
    </>
  );
}

function NewInvoice() {
  const basePath = useBasePath();
  const [params, setParams] = useSearchParams();
  const { stores, error, isLoading, retry } = useInvoiceStores();
  const storeId = storeIdOf(params.get('store'));
  const store = stores?.find((s) => s.id === storeId) ?? null;
  if (!stores && isRefusal(error)) return <InvoiceRefusal error={error} />;
  return (
    <div className="vp-page vp-stack">
      <p className="inv-back">
        <Link to={invoicePaths.list(basePath)}>All invoices</Link>
      </p>
      <h1>New invoice</h1>
      <p id="inv-store-help">
        Bill a store you work with for its done work orders, at your price
        list’s prices.
      </p>
      {isLoading && !stores ? (
        <Loading label="Loading your stores" />
      ) : error && !stores ? (
        <ErrorState
          title="We could not load your stores."
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : stores && stores.length === 0 ? (
        <p>
          You do not work with any store yet: once a store links you as its
          vendor and sends you work, you can bill it here.
        </p>
      ) : (
        <div className="vp-filters">
          <StoreSelect
            label="Store"
            value={store ? String(store.id) : ''}
            stores={stores ?? []}
            emptyChoice="Choose a store"
            describedBy="inv-store-help"
            onChange={(value) =>
              setParams(value ? { store: value } : {}, { replace: true })
            }
          />
        </div>
      )}
      {store && <StoreBilling store={store} />}
      {!store && storeId !== null && stores && (
        <p role="alert">
          {VENDOR_INVOICE_MESSAGES.storeNotFound} Choose one of your stores.
        </p>
      )}
    </div>
  );
}

/** A new invoice (/portal/invoice/new?store={id}): a store, its done work orders, the due date; the owner only. */
export function NewInvoicePage() {
  return (
    <InvoiceOwnerOnly>
      <NewInvoice />
    </InvoiceOwnerOnly>
  );
}
