import { useState } from 'react';
import { Link, useLocation, useParams } from 'shared/router';
import {
  VENDOR_INVOICE_MESSAGES,
  type VendorInvoiceStatus,
} from 'shared/contracts/vendorInvoices';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { useBasePath } from '../../basePath';
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
import { errorWords } from '../../i18n/t';

const idOf = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && id > 0 ? id : null;
};

const DONE: Record<Exclude<VendorInvoiceStatus, 'open'>, string> = {
  paid: 'is marked as paid.',
  void: 'is void: its work orders can be billed again.',
};

function InvoiceDetail({ id }: { id: number }) {
  const basePath = useBasePath();
  const created = Boolean(
    (useLocation().state as { created?: boolean } | null)?.created,
  );
  const { invoice, error, isLoading, refresh } = useInvoice(id);
  const refreshAll = useRefreshInvoices();
  // A 409 (stale, or no longer open) keeps the api's message and shows the invoice as it is now.
  const { conflict, write } = useRecordWrite(() =>
    Promise.all([refresh(), refreshAll()]),
  );
  const [done, setDone] = useState<string | null>(null);

  if (isLoading && !invoice) return <PageLoader label="Loading invoice" />;
  if (!invoice) {
    if (isRefusal(error)) return <InvoiceRefusal error={error} />;
    return (
      <div className="vp-page">
        <h1>Invoice</h1>
        <ErrorState
          title="We could not load this invoice."
          message={errorWords(error)}
          onRetry={() => void refresh()}
        />
      </div>
    );
  }
  return (
    <div className="vp-page vp-stack">
      <p className="inv-back">
        <Link to={invoicePaths.list(basePath)}>All invoices</Link>
      </p>
      <h1>Invoice {invoice.invoice_no}</h1>
      {created && !done && !conflict && (
        <Banner
          type="success"
          title={`Invoice ${invoice.invoice_no} created for ${invoice.store.name}.`}
        />
      )}
      {done && <Banner type="success" title={done} />}
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle="This is the invoice as it is now."
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
          if (ok) setDone(`${invoice.invoice_no} ${DONE[to]}`);
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
    return <InvoiceNotFound message={VENDOR_INVOICE_MESSAGES.notFound} />;
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
