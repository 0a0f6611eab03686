import { Link } from 'shared/router';
import type { VendorSalesOrderListItem } from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import { sortableBy } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';

type Row = VendorSalesOrderListItem;

/** The vendor's sales orders table's columns; the sortable ones show the URL's ordering. */
export function salesOrderColumns(
  basePath: string,
  ordering: string,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: 'Order',
      ...sortable('order_no'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.salesOrder(basePath, row.id)}>
          {row.order_no}
        </Link>
      ),
    },
    {
      title: 'Customer',
      ...sortable('customer_name'),
      render: (_: unknown, row: Row) => row.customer_name,
    },
    {
      title: 'Status',
      ...sortable('status'),
      render: (_: unknown, row: Row) => statusLabel(SALES_ORDER, row.status),
    },
    {
      title: 'Pieces',
      key: 'item_count',
      render: (_: unknown, row: Row) => row.item_count,
    },
    {
      title: 'Total',
      ...sortable('total'),
      render: (_: unknown, row: Row) => `$${row.total}`,
    },
    {
      title: 'Created',
      ...sortable('created_on'),
      render: (_: unknown, row: Row) => formatDate(row.created_on),
    },
  ]);
}
