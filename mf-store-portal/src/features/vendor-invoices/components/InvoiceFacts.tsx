import type { ReactNode } from 'react';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate, formatDateTime } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { Fields } from '../../../components/Fields';
import { isOverdue } from '../status';
import { DueDate, InvoiceStatusTag } from './InvoiceStatusTag';

type Row = [label: string, value: ReactNode];

/** Who billed the store and when: status, vendor (and its tax ID), dates, the vendor's note and footer. */
export function InvoiceFacts({ invoice }: { invoice: VendorInvoice }) {
  const rows: Row[] = [
    ['Status', <InvoiceStatusTag key="status" status={invoice.status} />],
    [
      'From',
      invoice.vendor.tax_id
        ? `${invoice.vendor.name} (tax ID ${invoice.vendor.tax_id})`
        : invoice.vendor.name,
    ],
    ['Billed to', invoice.store.name],
    ['Issued', formatDate(invoice.issued_on)],
    [
      'Due',
      <DueDate key="due" dueOn={invoice.due_on} isOverdue={isOverdue(invoice)}>
        {formatDate(invoice.due_on)}
      </DueDate>,
    ],
  ];
  if (invoice.paid_on) rows.push(['Paid on', formatDateTime(invoice.paid_on)]);
  if (invoice.voided_on)
    rows.push(['Voided on', formatDateTime(invoice.voided_on)]);
  if (invoice.note)
    rows.push([
      'Note',
      <span key="note" className="vi-text">
        {invoice.note}
      </span>,
    ]);
  if (invoice.footer)
    rows.push([
      'Footer',
      <span key="footer" className="vi-text">
        {invoice.footer}
      </span>,
    ]);
  return (
    <Card title="Details" size="small">
      <Fields rows={rows} />
    </Card>
  );
}
