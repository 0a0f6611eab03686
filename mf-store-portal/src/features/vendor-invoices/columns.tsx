import { Link } from 'shared/router';
import type { StoreVendorInvoiceListItem } from 'shared/contracts/storeVendorInvoices';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { money } from '../../components/money';
import { spt as t } from '../../i18n/t';
import { DueDate, InvoiceStatusTag } from './components/InvoiceStatusTag';
import { vendorInvoicePaths } from './paths';
import { isOverdue } from './status';

type Row = StoreVendorInvoiceListItem;

/** The invoices table's columns (vendor, number, issued, due and total sort on the server). */
export function vendorInvoiceColumns(base: string): TableColumnsType<Row> {
  return [
    {
      title: t('vendorInvoices.invoice'),
      key: 'invoice_no',
      sorter: true,
      render: (_: unknown, row: Row) => (
        <Link
          to={vendorInvoicePaths.invoice(base, row.id)}
          aria-label={t('vendorInvoices.rowName', {
            number: row.invoice_no,
            vendor: row.vendor.name,
          })}
        >
          {row.invoice_no}
        </Link>
      ),
    },
    {
      title: t('vendorInvoices.vendor'),
      key: 'vendor',
      sorter: true,
      render: (_: unknown, row: Row) => <span>{row.vendor.name}</span>,
    },
    {
      title: t('vendorInvoices.issued'),
      key: 'issued_on',
      sorter: true,
      render: (_: unknown, row: Row) => (
        <span>{formatDate(row.issued_on)}</span>
      ),
    },
    {
      title: t('vendorInvoices.due'),
      key: 'due_on',
      sorter: true,
      render: (_: unknown, row: Row) => (
        <DueDate dueOn={row.due_on} isOverdue={isOverdue(row)}>
          {formatDate(row.due_on)}
        </DueDate>
      ),
    },
    {
      title: t('vendorInvoices.total'),
      key: 'total',
      sorter: true,
      align: 'right',
      render: (_: unknown, row: Row) => <span>{money(row.total)}</span>,
    },
    {
      title: t('vendorInvoices.status'),
      key: 'status',
      render: (_: unknown, row: Row) => (
        <InvoiceStatusTag status={row.status} />
      ),
    },
  ];
}
