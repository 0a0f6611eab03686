import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { WorkOrderDetails } from 'shared/ui/records';
import { WORK_ORDER } from 'shared/workflow';
import { statusText, vpt } from '../i18n/t';

/** 'WO-1000042-1' */
export const workOrderName = (workOrder: { work_order_no: string }) =>
  vpt('shopFloor.name', { number: workOrder.work_order_no });

/** The due date in words ('No due date' when the store set none). */
export const dueText = (due: string | null) =>
  due ? formatDate(due) : vpt('shopFloor.details.noDue');

/** What the store sent for a job, its status in the portal's words. */
export function JobDetails({
  workOrder,
  showVendorPrice,
}: {
  workOrder: WorkOrder;
  showVendorPrice?: boolean;
}) {
  return (
    <WorkOrderDetails
      workOrder={workOrder}
      statusLabel={statusText(WORK_ORDER, workOrder.status)}
      showVendorPrice={showVendorPrice}
    />
  );
}
