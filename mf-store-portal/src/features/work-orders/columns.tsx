import { Link } from 'shared/router';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import type { Translate } from '../../i18n/t';
import { workOrderLabel } from '../../records/Timeline';

/** The work orders table's columns; `base` is the portal's path ('/portal'), `t` the page's translate. */
export function workOrderColumns(
  base: string,
  t: Translate,
): TableColumnsType<WorkOrderSummary> {
  return [
    {
      title: t('workOrders.workOrder'),
      key: 'work_order_no',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Link to={`${base}/work-order/${wo.id}`}>
          {workOrderLabel(wo.work_order_no)}
        </Link>
      ),
    },
    {
      title: t('workOrders.salesOrder'),
      key: 'sales_order',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Link to={`${base}/sales-order/${wo.sales_order.id}`}>
          #{wo.sales_order.order_no}
        </Link>
      ),
    },
    {
      title: t('workOrders.vendor'),
      key: 'vendor',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.vendor.name}</span>
      ),
    },
    {
      title: t('workOrders.status'),
      key: 'status',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Tag>
          {t(`workOrders.statuses.${wo.status}`, { defaultValue: wo.status })}
        </Tag>
      ),
    },
    {
      title: t('workOrders.due'),
      key: 'due_date',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.due_date ? formatDate(wo.due_date) : '—'}</span>
      ),
    },
    {
      title: t('workOrders.location'),
      key: 'location',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.location?.name ?? '—'}</span>
      ),
    },
    {
      title: t('workOrders.created'),
      key: 'created_on',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{formatDate(wo.created_on)}</span>
      ),
    },
  ];
}
