import type { WorkOrder } from 'shared/contracts/repair';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';

/** Props of WorkOrderCommission. */
export interface WorkOrderCommissionProps {
  workOrder: WorkOrder;
}

/**
 * The store's commission on the work order (ADR 0017): the rule that applied when it was sent, its
 * rate of the vendor's amount, and that the vendor's invoice deducts it.
 */
export function WorkOrderCommission({ workOrder }: WorkOrderCommissionProps) {
  const t = useStorePortalT();
  const commission = workOrder.commission ?? null;
  const vendor = workOrder.vendor.name;
  if (!commission)
    return (
      <p className="wo-commission rec-muted">
        {t('workOrder.noCommission', { vendor })}
      </p>
    );
  return (
    <div className="wo-commission">
      <p>
        <strong>{t('workOrder.yourCommission')}</strong>{' '}
        {money(commission.amount)}
      </p>
      <p className="rec-muted">
        {t('workOrder.commissionDetail', {
          rate: commission.rate,
          base: money(commission.base),
          rule: commission.rule_name,
          vendor,
        })}
      </p>
    </div>
  );
}
