import { Link } from 'shared/router';
import type { VendorInvoiceListItem } from 'shared/contracts/vendorInvoices';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { sortableBy } from '../../components/RecordTable';
import { DueDate, InvoiceStatusTag } from './components/InvoiceStatusTag';
import { invoicePaths } from './paths';
import { isOverdue } from './status';

type Row = VendorInvoiceListItem;

/** The invoices table's columns; number, issued, due and total sort on the server. */
export function invoiceColumns(
  basePath: string,
  ordering: string,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: 'Invoice',
      ...sortable('invoice_no'),
      render: (_: unknown, row: Row) => (
        <Link to={invoicePaths.invoice(basePath, row.id)}>
          {row.invoice_no}
        </Link>
      ),
    },
    {
      title: 'Store',
      key: 'store',
      render: (_: unknown, row: Row) => row.store.name,
    },
    {
      title: 'Issued',
      ...sortable('issued_on'),
      render: (_: unknown, row: Row) => formatDate(row.issued_on),
    },
    {
      title: 'Due',
      ...sortable('due_on'),
      render: (_: unknown, row: Row) => (
        <DueDate dueOn={row.due_on} isOverdue={isOverdue(row)}>
          {formatDate(row.due_on)}
        </DueDate>
      ),
    },
    {
      title: 'Total',
      ...sortable('total'),
      render: (_: unknown, row: Row) => `$${row.total}`,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, row: Row) => (
        <InvoiceStatusTag status={row.status} />
      ),
    },
    {
      title: 'Work orders',
      key: 'work_order_count',
      render: (_: unknown, row: Row) => row.work_order_count,
    },
  ]);
}
