import { Link } from 'shared/router';
import type { VendorInvoiceListItem } from 'shared/contracts/vendorInvoices';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { formatMoney } from 'shared/i18n';
import { sortableBy } from '../../components/RecordTable';
import { vpt, type Translate } from '../../i18n/t';
import { DueDate, InvoiceStatusTag } from './components/InvoiceStatusTag';
import { invoicePaths } from './paths';
import { isOverdue } from './status';

type Row = VendorInvoiceListItem;

/** The invoices table's columns; number, issued, due and total sort on the server. */
export function invoiceColumns(
  basePath: string,
  ordering: string,
  t: Translate = vpt,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: t('lists.columns.invoice'),
      ...sortable('invoice_no'),
      render: (_: unknown, row: Row) => (
        <Link to={invoicePaths.invoice(basePath, row.id)}>
          {row.invoice_no}
        </Link>
      ),
    },
    {
      title: t('lists.columns.store'),
      key: 'store',
      render: (_: unknown, row: Row) => row.store.name,
    },
    {
      title: t('lists.columns.issued'),
      ...sortable('issued_on'),
      render: (_: unknown, row: Row) => formatDate(row.issued_on),
    },
    {
      title: t('lists.columns.due'),
      ...sortable('due_on'),
      render: (_: unknown, row: Row) => (
        <DueDate dueOn={row.due_on} isOverdue={isOverdue(row)}>
          {formatDate(row.due_on)}
        </DueDate>
      ),
    },
    {
      title: t('lists.columns.total'),
      ...sortable('total'),
      render: (_: unknown, row: Row) => formatMoney(row.total),
    },
    {
      title: t('lists.columns.status'),
      key: 'status',
      render: (_: unknown, row: Row) => (
        <InvoiceStatusTag status={row.status} />
      ),
    },
    {
      title: t('lists.columns.workOrders'),
      key: 'work_order_count',
      render: (_: unknown, row: Row) => row.work_order_count,
    },
  ]);
}
