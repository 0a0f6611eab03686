import { Link, useSearchParams } from 'shared/router';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { localiseMessage } from 'shared/i18n';
import { Banner, ErrorState } from 'shared/ui';
import { Button, Skeleton } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { errorWords, useVendorT } from '../../i18n/t';
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
  const t = useVendorT();
  return (
    <Banner
      type="warning"
      title={t('invoice.new.billItemsFailed')}
      subtitle={t('invoice.new.stillBill')}
      action={<Button onClick={onRetry}>{t('invoice.new.retry')}</Button>}
    />
  );
}

/** The chosen store's done work orders and bill items: loading, refused, none yet, or the form. */
function StoreBilling({ store }: { store: InvoiceStore }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const { billable, error, isLoading, retry } = useBillable(store.id);
  const extras = useBillItems(store.id);
  const terms = usePaymentTerms();
  if (
    (isLoading && !billable) ||
    (extras.isLoading && !extras.billItems) ||
    terms.termsDays === undefined
  )
    return (
      <Loading label={t('invoice.new.loadingWork', { store: store.name })} />
    );
  if (error && !billable)
    return isRefusal(error) ? (
      <InvoiceRefusal error={error} />
    ) : (
      <ErrorState
        title={t('invoice.new.workFailed')}
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
          <h2 id="inv-none">{t('invoice.new.nothing')}</h2>
          <p>{t('invoice.new.noWork')}</p>
          <p>
            {t('invoice.new.billedOnce')}{' '}
            <Link to={vendorPortalPaths.workOrders(basePath)}>
              {t('invoice.new.seeWork')}
            </Link>
          </p>
          <p>
            {t('invoice.new.extrasToo')}{' '}
            <Link
              to={`${vendorPortalPaths.billItems(basePath)}?store=${store.id}`}
            >
              {t('invoice.new.addBillItems')}
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
  const t = useVendorT();
  const [params, setParams] = useSearchParams();
  const { stores, error, isLoading, retry } = useInvoiceStores();
  const storeId = storeIdOf(params.get('store'));
  const store = stores?.find((s) => s.id === storeId) ?? null;
  if (!stores && isRefusal(error)) return <InvoiceRefusal error={error} />;
  return (
    <div className="vp-page vp-stack">
      <p className="inv-back">
        <Link to={invoicePaths.list(basePath)}>{t('invoice.all')}</Link>
      </p>
      <h1>{t('invoice.new.title')}</h1>
      <p id="inv-store-help">{t('invoice.new.help')}</p>
      {isLoading && !stores ? (
        <Loading label={t('invoice.new.loadingStores')} />
      ) : error && !stores ? (
        <ErrorState
          title={t('invoice.new.storesFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : stores && stores.length === 0 ? (
        <p>{t('invoice.new.noStores')}</p>
      ) : (
        <div className="vp-filters">
          <StoreSelect
            label={t('invoice.new.store')}
            value={store ? String(store.id) : ''}
            stores={stores ?? []}
            emptyChoice={t('invoice.new.chooseStore')}
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
          {localiseMessage(VENDOR_INVOICE_MESSAGES.storeNotFound)}{' '}
          {t('invoice.new.chooseOne')}
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
