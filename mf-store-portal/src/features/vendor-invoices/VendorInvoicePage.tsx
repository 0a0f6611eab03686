import { Link, useParams } from 'shared/router';
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
import { useStorePortalT } from '../../i18n/t';

const idOf = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;

function InvoiceDetail({ id }: { id: number }) {
  const t = useStorePortalT();
  const base = usePortalBase();
  const { invoice, error, isLoading, retry } = useVendorInvoice(id);
  if (isLoading && !invoice)
    return <PageLoader label={t('vendorInvoices.loading')} />;
  if (!invoice)
    return <DetailError noun="invoice" error={error} onRetry={retry} />;
  return (
    <DetailPage
      title={t('vendorInvoices.pageTitle', {
        number: invoice.invoice_no,
        vendor: invoice.vendor.name,
      })}
    >
      <Link to={vendorInvoicePaths.list(base)}>{t('vendorInvoices.all')}</Link>
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
  const t = useStorePortalT();
  const id = idOf(useParams<{ id: string }>().id);
  if (!useCanReadVendorInvoices()) return <NoInvoiceAccess />;
  if (id === null)
    return (
      <StatusPage mark="404" title={t('vendorInvoices.notFound')} level={1}>
        <p className="ui-state__message">{t('vendorInvoices.notFoundText')}</p>
      </StatusPage>
    );
  return <InvoiceDetail id={id} />;
}
