import { Link } from 'shared/router';
import type { VendorEstimateListItem } from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { ESTIMATE, statusLabel } from 'shared/workflow';
import { sortableBy } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';

type Row = VendorEstimateListItem;

/** The vendor's estimates table's columns; the sortable ones show the URL's ordering. */
export function estimateColumns(
  basePath: string,
  ordering: string,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: 'Estimate',
      ...sortable('estimate_no'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.estimate(basePath, row.id)}>
          {row.estimate_no}
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
      render: (_: unknown, row: Row) => statusLabel(ESTIMATE, row.status),
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
