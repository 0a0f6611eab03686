import { invoiceKindLabel, type StoreInvoice } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { InvoicePdf } from 'shared/ui/records';
import { money } from '../../components/money';
import { downloadInvoice } from './api';
import { InvoiceLines } from './components/InvoiceLines';

/** An invoice's status in words. */
export const invoiceStatusLabel = (status: string): string =>
  status === 'paid' ? 'Paid' : status === 'due' ? 'Due' : 'Other';

/** The invoices table's columns; date and amount sort on the server. */
export const invoiceColumns = (
  storeId: number,
): TableColumnsType<StoreInvoice> => [
  { title: 'Invoice', dataIndex: 'number', key: 'number' },
  {
    title: 'Date',
    key: 'issued_on',
    sorter: true,
    render: (_: unknown, invoice: StoreInvoice) =>
      formatDate(invoice.issued_on),
  },
  {
    title: 'For',
    key: 'description',
    render: (_: unknown, invoice: StoreInvoice) => (
      <>
        {`${invoiceKindLabel(invoice.kind)}: ${invoice.description}`}
        <InvoiceLines lines={invoice.lines} />
      </>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    sorter: true,
    align: 'right',
    render: (_: unknown, invoice: StoreInvoice) => money(invoice.amount),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, invoice: StoreInvoice) =>
      invoiceStatusLabel(invoice.status),
  },
  {
    title: 'PDF',
    key: 'pdf',
    render: (_: unknown, invoice: StoreInvoice) => (
      <InvoicePdf
        number={invoice.number}
        download={() => downloadInvoice(storeId, invoice.id)}
      />
    ),
  },
];
