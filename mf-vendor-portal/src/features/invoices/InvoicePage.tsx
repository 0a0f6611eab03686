import { useState } from 'react';
import { Link, useLocation, useParams } from 'shared/router';
import {
  VENDOR_INVOICE_MESSAGES,
  type VendorInvoiceStatus,
} from 'shared/contracts/vendorInvoices';
import { localiseMessage } from 'shared/i18n';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { useBasePath } from '../../basePath';
import { errorWords, useVendorT } from '../../i18n/t';
import { useWorkOrderWrite as useRecordWrite } from '../../records/useWorkOrderWrite';
import { setInvoiceStatus } from './api';
import {
  InvoiceNotFound,
  InvoiceOwnerOnly,
  InvoiceRefusal,
  isRefusal,
} from './components/InvoiceAccess';
import { InvoiceActions } from './components/InvoiceActions';
import { InvoiceFacts } from './components/InvoiceFacts';
import { InvoiceItems } from './components/InvoiceItems';
import { useInvoice, useRefreshInvoices } from './hooks';
import { invoicePaths } from './paths';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './invoices.css';

const idOf = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && id > 0 ? id : null;
};

function InvoiceDetail({ id }: { id: number }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const created = Boolean(
    (useLocation().state as { created?: boolean } | null)?.created,
  );
  const { invoice, error, isLoading, refresh } = useInvoice(id);
  const refreshAll = useRefreshInvoices();
  // A 409 (stale, or no longer open) keeps the api's message and shows the invoice as it is now.
  const { conflict, write } = useRecordWrite(() =>
    Promise.all([refresh(), refreshAll()]),
  );
  const [done, setDone] = useState<Exclude<VendorInvoiceStatus, 'open'> | null>(
    null,
  );

  if (isLoading && !invoice) return <PageLoader label={t('invoice.loading')} />;
  if (!invoice) {
    if (isRefusal(error)) return <InvoiceRefusal error={error} />;
    return (
      <div className="vp-page">
        <h1>{t('invoice.title')}</h1>
        <ErrorState
          title={t('invoice.loadFailed')}
          message={errorWords(error)}
          onRetry={() => void refresh()}
        />
      </div>
    );
  }
  return (
    <div className="vp-page vp-stack">
      <p className="inv-back">
        <Link to={invoicePaths.list(basePath)}>{t('invoice.all')}</Link>
      </p>
      <h1>{t('invoice.titleNo', { number: invoice.invoice_no })}</h1>
      {created && !done && !conflict && (
        <Banner
          type="success"
          title={t('invoice.created', {
            number: invoice.invoice_no,
            store: invoice.store.name,
          })}
        />
      )}
      {done && (
        <Banner
          type="success"
          title={t(`invoice.${done}`, { number: invoice.invoice_no })}
        />
      )}
      {conflict && (
        <Banner
          type="warning"
          title={localiseMessage(conflict)}
          subtitle={t('invoice.asNow')}
        />
      )}
      <InvoiceActions
        invoice={invoice}
        onMove={async (to) => {
          setDone(null);
          const ok = await write(() =>
            setInvoiceStatus(invoice.id, {
              status: to,
              version: invoice.version,
            }),
          );
          if (ok) setDone(to);
        }}
      />
      <InvoiceFacts invoice={invoice} />
      <InvoiceItems invoice={invoice} />
    </div>
  );
}

function Invoice() {
  const id = idOf(useParams<{ id: string }>().id);
  if (id === null)
    return (
      <InvoiceNotFound
        message={localiseMessage(VENDOR_INVOICE_MESSAGES.notFound)}
      />
    );
  return <InvoiceDetail id={id} />;
}

/** One of the vendor's invoices (/portal/invoice/:id): its facts, work orders, PDF, and paid or void while open; the owner only. */
export function InvoicePage() {
  return (
    <InvoiceOwnerOnly>
      <Invoice />
    </InvoiceOwnerOnly>
  );
}
