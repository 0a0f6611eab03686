import {
  planInvoiceStatusLabel,
  type VendorPlanInvoice,
} from 'shared/contracts/vendorBilling';
import { invoiceKindLabel } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { InvoicePdf } from 'shared/ui/records';
import { downloadBillingInvoice } from './api';
import { money } from './format';

/** The platform's invoices' columns; date and amount sort on the server. */
export const invoiceColumns = (): TableColumnsType<VendorPlanInvoice> => [
  { title: 'Invoice', dataIndex: 'number', key: 'number' },
  {
    title: 'Date',
    key: 'issued_on',
    sorter: true,
    render: (_: unknown, invoice: VendorPlanInvoice) =>
      formatDate(invoice.issued_on),
  },
  {
    title: 'For',
    key: 'description',
    render: (_: unknown, invoice: VendorPlanInvoice) =>
      `${invoiceKindLabel(invoice.kind)}: ${invoice.description}`,
  },
  {
    title: 'Period',
    key: 'period',
    render: (_: unknown, invoice: VendorPlanInvoice) =>
      `${formatDate(invoice.period_start)} to ${formatDate(invoice.period_end)}`,
  },
  {
    title: 'Amount',
    key: 'amount',
    sorter: true,
    align: 'right',
    render: (_: unknown, invoice: VendorPlanInvoice) => money(invoice.amount),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, invoice: VendorPlanInvoice) =>
      planInvoiceStatusLabel(invoice.status),
  },
  {
    title: 'PDF',
    key: 'pdf',
    render: (_: unknown, invoice: VendorPlanInvoice) => (
      <InvoicePdf
        number={invoice.number}
        download={() => downloadBillingInvoice(invoice.id)}
      />
    ),
  },
];
