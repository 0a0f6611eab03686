import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate, formatDateTime } from 'shared/dates';
import { isOverdue } from '../status';
import { DueDate, InvoiceStatusTag } from './InvoiceStatusTag';

/** The invoice's header facts: status, store, dates, and its note. */
export function InvoiceFacts({ invoice }: { invoice: VendorInvoice }) {
  return (
    <section className="vp-card" aria-labelledby="inv-facts">
      <h2 id="inv-facts">Details</h2>
      <dl className="vs-dl">
        <dt>Status</dt>
        <dd>
          <InvoiceStatusTag status={invoice.status} />
        </dd>
        <dt>Store</dt>
        <dd>{invoice.store.name}</dd>
        <dt>From</dt>
        <dd>
          {invoice.vendor.name}
          {invoice.vendor.tax_id && ` (tax ID ${invoice.vendor.tax_id})`}
        </dd>
        <dt>Issued</dt>
        <dd>{formatDate(invoice.issued_on)}</dd>
        <dt>Due</dt>
        <dd>
          <DueDate dueOn={invoice.due_on} isOverdue={isOverdue(invoice)}>
            {formatDate(invoice.due_on)}
          </DueDate>
        </dd>
        {invoice.paid_on && (
          <>
            <dt>Paid on</dt>
            <dd>{formatDateTime(invoice.paid_on)}</dd>
          </>
        )}
        {invoice.voided_on && (
          <>
            <dt>Voided on</dt>
            <dd>{formatDateTime(invoice.voided_on)}</dd>
          </>
        )}
        {invoice.footer && (
          <>
            <dt>Footer</dt>
            <dd className="inv-note">{invoice.footer}</dd>
          </>
        )}
        {invoice.note && (
          <>
            <dt>Note</dt>
            <dd className="inv-note">{invoice.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
