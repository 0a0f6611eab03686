import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { WORK_ORDER } from 'shared/workflow';
import { useVendorT } from '../i18n/t';

/**
 * The store cancelled the order while the job is still open here: stop and send the piece back
 * (the job still ends as usual: rejected if not started, else done and returned).
 */
export function CancelledOrderBanner({ workOrder }: { workOrder: WorkOrder }) {
  const t = useVendorT();
  if (
    workOrder.sales_order.status !== 'cancelled' ||
    WORK_ORDER.final.includes(workOrder.status)
  )
    return null;
  return (
    <Banner
      type="warning"
      title={t('shopFloor.cancelled.title', {
        number: workOrder.sales_order.order_no,
      })}
      subtitle={t('shopFloor.cancelled.subtitle')}
    />
  );
}
