import { SALES_ORDER } from './salesOrder';
import { WORK_ORDER } from './workOrder';

// What a record's status still allows besides its moves. The api refuses the rest (400, nothing
// changed) and the portals ask the same functions before they offer a button or a form.

const isFinal = (final: readonly string[], status: string) =>
  final.includes(status);

/** A sales order's items may be sent to a vendor until the order is completed or cancelled. */
export const canSendForWork = (orderStatus: string): boolean =>
  !isFinal(SALES_ORDER.final, orderStatus);

/** An additional charge may be asked on any sales order but a cancelled one. */
export const canChargeOrder = (orderStatus: string): boolean =>
  orderStatus !== 'cancelled';

/** An extra charge on a work order: while the work order is open and its order not cancelled. */
export const canChargeWorkOrder = (
  workOrderStatus: string,
  orderStatus: string,
): boolean =>
  !isFinal(WORK_ORDER.final, workOrderStatus) && canChargeOrder(orderStatus);
