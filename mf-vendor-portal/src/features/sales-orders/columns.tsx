import { Link } from 'shared/router';
import type { VendorSalesOrderListItem } from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { formatMoney } from 'shared/i18n';
import { SALES_ORDER } from 'shared/workflow';
import { sortableBy } from '../../components/RecordTable';
import { statusText, vpt, type Translate } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';

type Row = VendorSalesOrderListItem;

/** The vendor's sales orders table's columns; the sortable ones show the URL's ordering. */
export function salesOrderColumns(
  basePath: string,
  ordering: string,
  t: Translate = vpt,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: t('lists.columns.order'),
      ...sortable('order_no'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.salesOrder(basePath, row.id)}>
          {row.order_no}
        </Link>
      ),
    },
    {
      title: t('lists.columns.customer'),
      ...sortable('customer_name'),
      render: (_: unknown, row: Row) => row.customer_name,
    },
    {
      title: t('lists.columns.status'),
      ...sortable('status'),
      render: (_: unknown, row: Row) => statusText(SALES_ORDER, row.status),
    },
    {
      title: t('lists.columns.pieces'),
      key: 'item_count',
      render: (_: unknown, row: Row) => row.item_count,
    },
    {
      title: t('lists.columns.total'),
      ...sortable('total'),
      render: (_: unknown, row: Row) => formatMoney(row.total),
    },
    {
      title: t('lists.columns.created'),
      ...sortable('created_on'),
      render: (_: unknown, row: Row) => formatDate(row.created_on),
    },
  ]);
}
