import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';

export interface WorkOrderChargesProps {
  workOrder: WorkOrder;
}

/** The extra charges asked on this work order, by the vendor or the store (the customer pays them). */
export function WorkOrderCharges({ workOrder }: WorkOrderChargesProps) {
  const t = useStorePortalT();
  if (workOrder.charges.length === 0)
    return <p className="rec-muted">{t('workOrder.noCharges')}</p>;
  return (
    <ul className="wo-list">
      {workOrder.charges.map((charge) => (
        <li key={charge.id}>
          <span>
            <strong>{t('workOrder.extraCharge')}</strong> {money(charge.amount)}{' '}
            <Tag color={charge.status === 'paid' ? 'green' : 'orange'}>
              {t(
                charge.status === 'paid'
                  ? 'workOrder.paid'
                  : 'workOrder.unpaid',
              )}
            </Tag>
          </span>
          <span>{charge.reason}</span>
          <span className="rec-muted">
            {t(
              charge.requested_by === 'vendor'
                ? 'workOrder.byVendor'
                : 'workOrder.byStore',
            )}{' '}
            · {formatDate(charge.created_on)}
          </span>
        </li>
      ))}
    </ul>
  );
}
