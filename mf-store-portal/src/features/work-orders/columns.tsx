import { Link } from 'shared/router';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import { workOrderLabel } from '../../records/Timeline';

/** The work orders table's columns; `base` is the portal's path ('/portal'). */
export function workOrderColumns(
  base: string,
): TableColumnsType<WorkOrderSummary> {
  return [
    {
      title: 'Work order',
      key: 'work_order_no',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Link to={`${base}/work-order/${wo.id}`}>
          {workOrderLabel(wo.work_order_no)}
        </Link>
      ),
    },
    {
      title: 'Sales order',
      key: 'sales_order',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Link to={`${base}/sales-order/${wo.sales_order.id}`}>
          #{wo.sales_order.order_no}
        </Link>
      ),
    },
    {
      title: 'Vendor',
      key: 'vendor',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.vendor.name}</span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <Tag>{statusLabel(WORK_ORDER, wo.status)}</Tag>
      ),
    },
    {
      title: 'Due',
      key: 'due_date',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.due_date ? formatDate(wo.due_date) : '—'}</span>
      ),
    },
    {
      title: 'Location',
      key: 'location',
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{wo.location?.name ?? '—'}</span>
      ),
    },
    {
      title: 'Created',
      key: 'created_on',
      sorter: true,
      render: (_: unknown, wo: WorkOrderSummary) => (
        <span>{formatDate(wo.created_on)}</span>
      ),
    },
  ];
}
