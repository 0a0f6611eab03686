import { Link } from 'shared/router';
import type { VendorEstimateListItem } from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { formatMoney } from 'shared/i18n';
import { ESTIMATE } from 'shared/workflow';
import { sortableBy } from '../../components/RecordTable';
import { statusText, vpt, type Translate } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';

type Row = VendorEstimateListItem;

/** The vendor's estimates table's columns; the sortable ones show the URL's ordering. */
export function estimateColumns(
  basePath: string,
  ordering: string,
  t: Translate = vpt,
): TableColumnsType<Row> {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: t('lists.columns.estimate'),
      ...sortable('estimate_no'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.estimate(basePath, row.id)}>
          {row.estimate_no}
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
      render: (_: unknown, row: Row) => statusText(ESTIMATE, row.status),
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
