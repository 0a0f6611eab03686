import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate, formatDateTime } from 'shared/dates';
import { useVendorT } from '../../../i18n/t';
import { isOverdue } from '../status';
import { DueDate, InvoiceStatusTag } from './InvoiceStatusTag';

/** The invoice's header facts: status, store, dates, and its note. */
export function InvoiceFacts({ invoice }: { invoice: VendorInvoice }) {
  const t = useVendorT();
  return (
    <section className="vp-card" aria-labelledby="inv-facts">
      <h2 id="inv-facts">{t('invoice.details')}</h2>
      <dl className="vs-dl">
        <dt>{t('invoice.status')}</dt>
        <dd>
          <InvoiceStatusTag status={invoice.status} />
        </dd>
        <dt>{t('invoice.store')}</dt>
        <dd>{invoice.store.name}</dd>
        <dt>{t('invoice.from')}</dt>
        <dd>
          {invoice.vendor.name}
          {invoice.vendor.tax_id &&
            t('invoice.taxId', { taxId: invoice.vendor.tax_id })}
        </dd>
        <dt>{t('invoice.issued')}</dt>
        <dd>{formatDate(invoice.issued_on)}</dd>
        <dt>{t('invoice.due')}</dt>
        <dd>
          <DueDate dueOn={invoice.due_on} isOverdue={isOverdue(invoice)}>
            {formatDate(invoice.due_on)}
          </DueDate>
        </dd>
        {invoice.paid_on && (
          <>
            <dt>{t('invoice.paidOn')}</dt>
            <dd>{formatDateTime(invoice.paid_on)}</dd>
          </>
        )}
        {invoice.voided_on && (
          <>
            <dt>{t('invoice.voidedOn')}</dt>
            <dd>{formatDateTime(invoice.voided_on)}</dd>
          </>
        )}
        {invoice.footer && (
          <>
            <dt>{t('invoice.footer')}</dt>
            <dd className="inv-note">{invoice.footer}</dd>
          </>
        )}
        {invoice.note && (
          <>
            <dt>{t('invoice.note')}</dt>
            <dd className="inv-note">{invoice.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
