import type { ReactNode } from 'react';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate, formatDateTime } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { Fields } from 'shared/ui/records';
import { isOverdue } from '../status';
import { DueDate, InvoiceStatusTag } from './InvoiceStatusTag';
import { useStorePortalT } from '../../../i18n/t';

type Row = [label: string, value: ReactNode];

/** Who billed the store and when: status, vendor (and its tax ID), dates, the vendor's note and footer. */
export function InvoiceFacts({ invoice }: { invoice: VendorInvoice }) {
  const t = useStorePortalT();
  const rows: Row[] = [
    [
      t('vendorInvoices.status'),
      <InvoiceStatusTag key="status" status={invoice.status} />,
    ],
    [
      t('vendorInvoices.from'),
      invoice.vendor.tax_id
        ? t('vendorInvoices.fromTaxId', {
            vendor: invoice.vendor.name,
            taxId: invoice.vendor.tax_id,
          })
        : invoice.vendor.name,
    ],
    [t('vendorInvoices.billedTo'), invoice.store.name],
    [t('vendorInvoices.issued'), formatDate(invoice.issued_on)],
    [
      t('vendorInvoices.due'),
      <DueDate key="due" dueOn={invoice.due_on} isOverdue={isOverdue(invoice)}>
        {formatDate(invoice.due_on)}
      </DueDate>,
    ],
  ];
  if (invoice.paid_on)
    rows.push([t('vendorInvoices.paidOn'), formatDateTime(invoice.paid_on)]);
  if (invoice.voided_on)
    rows.push([
      t('vendorInvoices.voidedOn'),
      formatDateTime(invoice.voided_on),
    ]);
  if (invoice.note)
    rows.push([
      t('vendorInvoices.note'),
      <span key="note" className="vi-text">
        {invoice.note}
      </span>,
    ]);
  if (invoice.footer)
    rows.push([
      t('vendorInvoices.footer'),
      <span key="footer" className="vi-text">
        {invoice.footer}
      </span>,
    ]);
  return (
    <Card title={t('vendorInvoices.details')} size="small">
      <Fields rows={rows} />
    </Card>
  );
}
