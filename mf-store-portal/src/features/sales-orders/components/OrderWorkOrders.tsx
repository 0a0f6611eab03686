import { Link } from 'shared/router';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag } from 'shared/ui/antd';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import { usePortalBase } from '../../../records/basePath';
import { workOrderLabel } from '../../../records/Timeline';

export interface OrderWorkOrdersProps {
  workOrders: WorkOrderSummary[];
}

/** The order's work orders: number, vendor, status in words and due date, each linking to its page. */
export function OrderWorkOrders({ workOrders }: OrderWorkOrdersProps) {
  const base = usePortalBase();
  if (workOrders.length === 0)
    return (
      <p className="so-muted">
        No work orders yet. Send items to a vendor with “Create work order”.
      </p>
    );
  return (
    <ul className="so-charges" aria-label="Work orders">
      {workOrders.map((wo) => (
        <li key={wo.id} className="so-charge">
          <span>
            <Link to={`${base}/work-order/${wo.id}`}>
              {workOrderLabel(wo.work_order_no)}
            </Link>{' '}
            <Tag>{statusLabel(WORK_ORDER, wo.status)}</Tag>
          </span>
          <span className="so-muted">
            {wo.vendor.name} · {wo.item_count}{' '}
            {wo.item_count === 1 ? 'item' : 'items'}
            {wo.due_date ? ` · due ${formatDate(wo.due_date)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
