// The orders area's public file: what other areas use of it, and nothing else
// (docs/adr/0034-api-by-area.md). Orders sits on payments, below repair, checkout and estimates.

export { activityPlace, publishActivity } from './activity';
export { activityRoutes } from './activityRoutes';
export { orderAmountCents, refuseOverApproved } from './approvedLimit';
export {
  carrierName,
  LINE_COLUMNS,
  loadOrder,
  orderIdByToken,
  toLine,
  type Contact,
  type LineRow,
  type OrderLine,
} from './orders';
export {
  SUMMARY_SELECT,
  toSummary,
  type WorkOrderRow,
} from './workOrderSummaries';
export { lockRecord, type LockedRecord } from './recordLocks';
export { findPermittedSalesOrder } from './salesOrderAccess';
export { moveRecord } from './workflow';
