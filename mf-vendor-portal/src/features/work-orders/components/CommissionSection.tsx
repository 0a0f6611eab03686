import type { WorkOrder } from 'shared/contracts/repair';
import { formatApiAmount } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';

/** Props of CommissionSection. */
export interface CommissionSectionProps {
  workOrder: WorkOrder;
}

/**
 * The store's commission on this work order (ADR 0017), as it applied when the store sent it: a
 * percentage of the vendor's amount that the vendor's invoice for the work order deducts.
 */
export function CommissionSection({ workOrder }: CommissionSectionProps) {
  const t = useVendorT();
  const commission = workOrder.commission ?? null;
  const store = workOrder.store.name;
  return (
    <section className="vp-card" aria-labelledby="wo-commission">
      <h2 id="wo-commission">{t('parts.commission.title')}</h2>
      {commission ? (
        <>
          <p>
            <strong>
              {t('parts.commission.takes', {
                store,
                amount: formatApiAmount(commission.amount),
              })}
            </strong>
            {t('parts.commission.of', {
              rate: commission.rate,
              base: formatApiAmount(commission.base),
            })}
          </p>
          <p>{t('parts.commission.deducts')}</p>
        </>
      ) : (
        <p>{t('parts.commission.none', { store })}</p>
      )}
    </section>
  );
}
