import { Link } from 'shared/router';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';
import { usePortalBase } from '../../../records/basePath';
import { workOrderLabel } from '../../../records/Timeline';

export interface OrderWorkOrdersProps {
  workOrders: WorkOrderSummary[];
}

/** The order's work orders: number, vendor, status in words and due date, each linking to its page. */
export function OrderWorkOrders({ workOrders }: OrderWorkOrdersProps) {
  const t = useStorePortalT();
  const base = usePortalBase();
  if (workOrders.length === 0)
    return <p className="so-muted">{t('salesOrder.noWorkOrders')}</p>;
  return (
    <ul className="so-charges" aria-label={t('salesOrder.workOrders')}>
      {workOrders.map((wo) => (
        <li key={wo.id} className="so-charge">
          <span>
            <Link to={`${base}/work-order/${wo.id}`}>
              {workOrderLabel(wo.work_order_no)}
            </Link>{' '}
            <Tag>
              {t(`workOrders.statuses.${wo.status}`, {
                defaultValue: wo.status,
              })}
            </Tag>
          </span>
          <span className="so-muted">
            {wo.vendor.name} · {t('salesOrder.items', { count: wo.item_count })}
            {wo.due_date
              ? t('salesOrder.due', { date: formatDate(wo.due_date) })
              : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
