import type { ChargeRequest } from 'shared/contracts/repair';
import { canChargeWorkOrder, WORK_ORDER } from 'shared/workflow';
import type { Charge } from 'shared/contracts/orders';
import type { AppContext } from '../../context';
import { isVendorRole, type Principal } from '../../auth/principal';
import { validationError } from '../../errors';
import {
  activityPlace,
  loadOrder,
  publishActivity,
  refuseOverApproved,
} from '../orders';
import { createCharge, mailChargeLink } from '../payments';
import { authorOf, insertEvent } from '../../platform/recordEvents';
import {
  insertNotifications,
  salesOrderAudience,
  vendorAudience,
} from '../notifications';
import { toCents } from '../../platform/money';
import { workOrderLabel } from '../../platform/workOrderLabel';

// An extra charge on a work order: an 'extra' charge on the sales order naming the work
// order ('WO-1000042-1'), asked by the vendor or by the store. The store and the customer read who
// asked it ('requested by the vendor'); the other side's bell rings, the work order's timeline shows
// it, and the customer is mailed the payment link.

export const WORK_ORDER_CHARGE_MESSAGES = {
  money: 'Please enter a valid amount with at most 2 decimals',
  positive: 'The amount must be greater than 0.',
  reason: 'This field may not be blank.',
  closed: 'A closed work order cannot be charged.',
  cancelled: 'A cancelled order cannot be charged.',
} as const;
const MAX_CENTS = 99_999_999_99;

/** Who asks: the vendor's words or the store's, and whose bell rings. */
const SIDES = {
  vendor: { requestedBy: 'vendor', by: 'the vendor' },
  store: { requestedBy: 'store_owner', by: 'the store' },
} as const;

export async function requestWorkOrderCharge(
  ctx: AppContext,
  workOrderId: number,
  principal: Principal,
  body: ChargeRequest,
): Promise<Charge | Omit<Charge, 'token'>> {
  const { db } = ctx;
  const [workOrder] = await db.query<{
    store_id: number;
    sales_order_id: number;
    location_id: number | null;
    work_order_no: string;
    status: string;
    vendor_id: number;
    order_no: string;
    order_status: string;
  }>(
    `SELECT w.store_id, w.sales_order_id, w.location_id, w.work_order_no, w.status, w.vendor_id,
       o.order_no, o.status AS order_status
     FROM work_orders w JOIN sales_orders o ON o.id = w.sales_order_id WHERE w.id = $1`,
    [workOrderId],
  );
  const wo = workOrder!;
  const errors: Record<string, string> = {};
  const amountText = String(body.amount).trim();
  const cents = /^\d+(\.\d{1,2})?$/.test(amountText)
    ? toCents(amountText)
    : Number.NaN;
  if (Number.isNaN(cents) || cents > MAX_CENTS)
    errors.amount = WORK_ORDER_CHARGE_MESSAGES.money;
  else if (cents <= 0) errors.amount = WORK_ORDER_CHARGE_MESSAGES.positive;
  if (body.reason.trim() === '')
    errors.reason = WORK_ORDER_CHARGE_MESSAGES.reason;
  // The rule the portals ask before they offer the form (shared/workflow canChargeWorkOrder).
  if (!canChargeWorkOrder(wo.status, wo.order_status))
    errors.non_field_errors = WORK_ORDER.final.some((s) => s === wo.status)
      ? WORK_ORDER_CHARGE_MESSAGES.closed
      : WORK_ORDER_CHARGE_MESSAGES.cancelled;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const author = authorOf(principal);
  const side = isVendorRole(principal.user.role_id) ? 'vendor' : 'store';
  const { requestedBy, by } = SIDES[side];
  const label = workOrderLabel(wo.work_order_no);
  const { charge, notifications } = await db.transaction(async (tx) => {
    // past what the customer approved on the estimate: a revision asks them again
    await refuseOverApproved(tx, wo.sales_order_id, cents);
    const created = await createCharge(tx, wo.sales_order_id, {
      kind: 'extra',
      amountCents: cents,
      reason: body.reason.trim(),
      itemNumber: label,
      requestedBy,
      userId: author.userId,
    });
    await insertEvent(tx, {
      storeId: wo.store_id,
      salesOrderId: wo.sales_order_id,
      workOrderId,
      kind: 'charge',
      chargeId: created.id,
      body: `Extra charge of $${created.amount} requested by ${by}: ${created.reason}`,
      author,
    });
    const users =
      side === 'vendor'
        ? await salesOrderAudience(tx, wo.store_id, wo.location_id)
        : await vendorAudience(tx, wo.vendor_id);
    const rows = await insertNotifications(tx, users, {
      short_description: `Extra charge requested by ${by}`,
      description: `${author.name} requested an extra charge of $${created.amount} on work order ${label}.`,
      order_no: label,
      work_order_id: workOrderId,
      is_watching: true,
    });
    return { charge: created, notifications: rows };
  });
  await publishActivity(ctx, await activityPlace(db, { workOrderId }), {
    notifications,
  });
  // The charge is saved: a failure to read the order for its mail skips the mail, as a failed
  // mail does (the link is also on the order page), and never fails the request.
  const order = await loadOrder(db, wo.sales_order_id).catch(() => null);
  if (order)
    await mailChargeLink(ctx, {
      storeId: wo.store_id,
      salesOrderId: order.id,
      to: order.contact.email,
      orderNo: order.order_no,
      charge,
      by: side === 'vendor' ? 'workshop' : 'store',
      page: 'extra-charge-payment',
    });
  if (side === 'store') return charge;
  // The payment link is the customer's: the vendor who asked gets the charge without it.
  const { token: _token, ...withoutToken } = charge;
  return withoutToken;
}
