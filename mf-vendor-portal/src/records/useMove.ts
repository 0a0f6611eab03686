import type { WorkOrder } from 'shared/contracts/repair';
import type { WorkOrderStatus } from 'shared/workflow';
import { editWorkOrder, moveWorkOrder } from './workOrderApi';

type Write = (action: () => Promise<unknown>) => Promise<boolean>;

/** A move of the work order as the vendor saw it (its version), through the page's write. */
export const moveWith =
  (workOrder: WorkOrder | undefined, write: Write) =>
  (to: WorkOrderStatus, reason?: string): Promise<boolean> =>
    workOrder
      ? write(() =>
          moveWorkOrder(workOrder.id, {
            to,
            version: workOrder.version,
            ...(reason ? { reason } : {}),
          }),
        )
      : Promise.resolve(false);

/** Saves the work information with the version shown. */
export const saveWorkInformationWith =
  (workOrder: WorkOrder | undefined, write: Write) =>
  (workInformation: string, version: number): Promise<boolean> =>
    workOrder
      ? write(() =>
          editWorkOrder(workOrder.id, {
            version,
            work_information: workInformation,
          }),
        )
      : Promise.resolve(false);
