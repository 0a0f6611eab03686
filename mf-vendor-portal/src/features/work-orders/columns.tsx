import { Link } from 'shared/router';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { WORK_ORDER } from 'shared/workflow';
import { stackedColumns } from 'shared/ui/portal';
import { dueText, workOrderName } from '../../components/workOrder';
import { statusText, vpt, type Translate } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';

type SortOrder = 'ascend' | 'descend' | null;

/** The list's columns; the sortable ones show the URL's ordering. */
export function workOrderColumns(
  basePath: string,
  ordering: string | undefined,
  t: Translate = vpt,
): TableColumnsType<WorkOrderSummary> {
  const sortOf = (key: string): SortOrder =>
    ordering === key ? 'ascend' : ordering === `-${key}` ? 'descend' : null;
  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortOrder: sortOf(key),
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });
  return stackedColumns<WorkOrderSummary>([
    {
      title: t('lists.columns.workOrder'),
      ...sortable('work_order_no'),
      render: (_: unknown, row: WorkOrderSummary) => (
        <Link to={vendorPortalPaths.workOrder(basePath, row.id)}>
          {workOrderName(row)}
        </Link>
      ),
    },
    {
      title: t('lists.columns.store'),
      key: 'store',
      render: (_: unknown, row: WorkOrderSummary) => row.store.name,
    },
    {
      title: t('lists.columns.status'),
      ...sortable('status'),
      render: (_: unknown, row: WorkOrderSummary) =>
        statusText(WORK_ORDER, row.status),
    },
    {
      title: t('lists.columns.pieces'),
      key: 'item_count',
      render: (_: unknown, row: WorkOrderSummary) => row.item_count,
    },
    {
      title: t('lists.columns.due'),
      ...sortable('due_date'),
      render: (_: unknown, row: WorkOrderSummary) => dueText(row.due_date),
    },
    {
      title: t('lists.columns.received'),
      ...sortable('created_on'),
      render: (_: unknown, row: WorkOrderSummary) => formatDate(row.created_on),
    },
  ]);
}
