import type { WorkOrder } from 'shared/contracts/repair';
import { money } from '../../../components/money';

/** Props of WorkOrderCommission. */
export interface WorkOrderCommissionProps {
  workOrder: WorkOrder;
}

/**
 * The store's commission on the work order (ADR 0017): the rule that applied when it was sent, its
 * rate of the vendor's amount, and that the vendor's invoice deducts it.
 */
export function WorkOrderCommission({ workOrder }: WorkOrderCommissionProps) {
  const commission = workOrder.commission ?? null;
  const vendor = workOrder.vendor.name;
  if (!commission)
    return (
      <p className="wo-commission rec-muted">
        No commission: no commission rule for {vendor} applied when this work
        order was sent.
      </p>
    );
  return (
    <div className="wo-commission">
      <p>
        <strong>Your commission:</strong> {money(commission.amount)}
      </p>
      <p className="rec-muted">
        {commission.rate}% of the vendor&apos;s {money(commission.base)} (rule “
        {commission.rule_name}”), deducted from {vendor}&apos;s invoice.
      </p>
    </div>
  );
}
