// The status machines of the repair loop (ADR 0009): plain data plus pure functions, shared by the
// api (which enforces them) and the portals (which offer their moves).
export {
  findMove,
  movesFrom,
  refusal,
  statusLabel,
  type Actor,
  type Audience,
  type Machine,
  type Move,
} from './machine';
export { SALES_ORDER } from './salesOrder';
export { chargeAsker, WORK_ORDER, type WorkOrderStatus } from './workOrder';
export { ESTIMATE } from './estimate';
export { VENDOR_INVOICE } from './vendorInvoice';
export { canChargeOrder, canChargeWorkOrder, canSendForWork } from './offers';
export {
  canRefundOrder,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './payments';
