import { VENDOR_ROLES } from 'shared/permissions';
import type { Notification } from './api';

/**
 * Where clicking a notification leads: vendors to their work order or estimate, or
 * to one of their own sales orders or estimates; everyone else to the sales order, work order or
 * estimate, whichever the notification names.
 */
export function notificationTarget(
  notification: Notification,
  roleId: number | null,
): string | null {
  const {
    notification_sales_order_id: salesOrderId,
    notification_work_order_id: workOrderId,
    notification_estimate_order_id: estimateId,
    notification_vendor_sales_order_id: ownOrderId,
    notification_vendor_estimate_id: ownEstimateId,
  } = notification;
  if (roleId !== null && VENDOR_ROLES.includes(roleId)) {
    if (workOrderId) return `/portal/workorder/${workOrderId}`;
    if (ownOrderId) return `/portal/sales-order/${ownOrderId}`;
    if (ownEstimateId) return `/portal/estimate/${ownEstimateId}`;
    if (estimateId) return `/portal/estimate/${estimateId}`;
    return null;
  }
  if (salesOrderId) return `/portal/sales-order/${salesOrderId}`;
  if (workOrderId) return `/portal/work-order/${workOrderId}`;
  if (estimateId) return `/portal/estimate/${estimateId}`;
  return null;
}
