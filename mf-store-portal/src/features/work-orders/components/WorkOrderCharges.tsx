import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag } from 'shared/ui/antd';
import { chargeAsker } from 'shared/workflow';
import { money } from '../../../components/money';

export interface WorkOrderChargesProps {
  workOrder: WorkOrder;
}

/** The extra charges asked on this work order, by the vendor or the store (the customer pays them). */
export function WorkOrderCharges({ workOrder }: WorkOrderChargesProps) {
  if (workOrder.charges.length === 0)
    return <p className="rec-muted">No extra charge has been asked yet.</p>;
  return (
    <ul className="wo-list">
      {workOrder.charges.map((charge) => (
        <li key={charge.id}>
          <span>
            <strong>Extra charge</strong> {money(charge.amount)}{' '}
            <Tag color={charge.status === 'paid' ? 'green' : 'orange'}>
              {charge.status === 'paid' ? 'Paid' : 'Unpaid'}
            </Tag>
          </span>
          <span>{charge.reason}</span>
          <span className="rec-muted">
            {chargeAsker(charge.requested_by)} · {formatDate(charge.created_on)}
          </span>
        </li>
      ))}
    </ul>
  );
}
