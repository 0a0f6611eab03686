import type { WorkOrder } from 'shared/contracts/repair';

/** Props of CommissionSection. */
export interface CommissionSectionProps {
  workOrder: WorkOrder;
}

/**
 * The store's commission on this work order (ADR 0017), as it applied when the store sent it: a
 * percentage of the vendor's amount that the vendor's invoice for the work order deducts.
 */
export function CommissionSection({ workOrder }: CommissionSectionProps) {
  const commission = workOrder.commission ?? null;
  const store = workOrder.store.name;
  return (
    <section className="vp-card" aria-labelledby="wo-commission">
      <h2 id="wo-commission">Store commission</h2>
      {commission ? (
        <>
          <p>
            <strong>
              {store} takes ${commission.amount}
            </strong>{' '}
            on this work order: {commission.rate}% of your ${commission.base}.
          </p>
          <p>Your invoice for this work order deducts it.</p>
        </>
      ) : (
        <p>{store} takes no commission on this work order.</p>
      )}
    </section>
  );
}
