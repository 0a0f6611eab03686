import { Link, useParams } from 'shared/router';
import { STORE_VENDOR_INVOICE_MESSAGES } from 'shared/contracts/storeVendorInvoices';
import { PageLoader, StatusPage } from 'shared/ui';
import { DetailError } from '../../components/DetailError';
import { DetailPage } from '../../components/DetailPage';
import { usePortalBase } from '../../records/basePath';
import { InvoiceBillItems } from './components/InvoiceBillItems';
import { InvoiceFacts } from './components/InvoiceFacts';
import { InvoiceLines } from './components/InvoiceLines';
import { InvoicePdfButton } from './components/InvoicePdfButton';
import { InvoiceStatusNote } from './components/InvoiceStatusNote';
import { NoInvoiceAccess } from './components/NoInvoiceAccess';
import { useCanReadVendorInvoices, useVendorInvoice } from './hooks';
import { vendorInvoicePaths } from './paths';
import './vendorInvoices.css';

const idOf = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;

function InvoiceDetail({ id }: { id: number }) {
  const base = usePortalBase();
  const { invoice, error, isLoading, retry } = useVendorInvoice(id);
  if (isLoading && !invoice) return <PageLoader label="Loading invoice" />;
  if (!invoice)
    return <DetailError noun="invoice" error={error} onRetry={retry} />;
  return (
    <DetailPage
      title={`Invoice ${invoice.invoice_no} from ${invoice.vendor.name}`}
    >
      <Link to={vendorInvoicePaths.list(base)}>All invoices from vendors</Link>
      <InvoiceStatusNote invoice={invoice} />
      <InvoicePdfButton invoice={invoice} />
      <InvoiceFacts invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <InvoiceBillItems invoice={invoice} />
    </DetailPage>
  );
}

/** One invoice a vendor sent the store (/portal/vendors/invoices/:id): its details, work orders, commission, amount due and PDF. */
export function VendorInvoicePage() {
  const id = idOf(useParams<{ id: string }>().id);
  if (!useCanReadVendorInvoices()) return <NoInvoiceAccess />;
  if (id === null)
    return (
      <StatusPage mark="404" title="Invoice not found" level={1}>
        <p className="ui-state__message">
          {STORE_VENDOR_INVOICE_MESSAGES.notFound}
        </p>
      </StatusPage>
    );
  return <InvoiceDetail id={id} />;
}
