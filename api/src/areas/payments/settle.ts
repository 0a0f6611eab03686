import type { AppContext } from '../../context';
import { markTargetPaid, type Target } from './charges';
import { CUSTOMER, insertEvent } from '../../platform/recordEvents';
import {
  createStoreNotifications,
  publishNotifications,
} from '../notifications';
import { ApiError } from '../../errors';
import { CLAIM_INTERVAL, releaseClaim } from './claims';
import { alreadyPaid, PAYMENT_COLUMNS, type PaymentRow } from './records';

// Settling a pending payment: by the request that charged it, by the middle page that confirms
// it, or by the reconcile that asks the provider about one cut short (./reconcile.ts). Each of
// them moves the payment out of 'pending' with a conditional UPDATE, so when two settle the same
// payment at once (a late confirmation and the reconcile) one does it and the other finds it done:
// the order is paid, its event written and its store users notified once.

export async function updatePayment(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  fields: Record<string, unknown>,
): Promise<PaymentRow> {
  const keys = Object.keys(fields);
  const set = keys.map((key, i) => `${key} = $${i + 2}`).join(', ');
  const [row] = await ctx.db.query<PaymentRow>(
    `UPDATE payments SET ${set}, updated_on = now() WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
    [id, ...keys.map((key) => fields[key])],
  );
  return row!;
}

/** Declines the payment if it is still pending; answers whether this call did. */
async function declineIfPending(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  message: string,
): Promise<boolean> {
  const rows = await ctx.db.query(
    `UPDATE payments SET status = 'declined', failure_message = $2, updated_on = now()
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, message],
  );
  return rows.length > 0;
}

/**
 * Declines the payment with these fields if it is still pending. A payment another path settled
 * meanwhile (the reconcile, the middle page) keeps what it became; either way the row as it now
 * is comes back, with whether this call declined it.
 */
export async function declineUnlessSettled(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  fields: Record<string, unknown> & { failure_message: string },
): Promise<{ row: PaymentRow; declined: boolean }> {
  const keys = Object.keys(fields);
  const set = keys.map((key, i) => `${key} = $${i + 2}`).join(', ');
  const [row] = await ctx.db.query<PaymentRow>(
    `UPDATE payments SET status = 'declined', ${set}, updated_on = now()
     WHERE id = $1 AND status = 'pending' RETURNING ${PAYMENT_COLUMNS}`,
    [id, ...keys.map((key) => fields[key])],
  );
  if (row) return { row, declined: true };
  const [settled] = await ctx.db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`,
    [id],
  );
  return { row: settled!, declined: false };
}

/**
 * Records a success: the payment, the order or charge paid, and the store users notified. A
 * payment already settled meanwhile is answered as it is, with nothing done a second time.
 */
export async function succeedPayment(
  ctx: AppContext,
  payment: PaymentRow,
  target: Target,
  fields: { provider_ref?: string; card_brand?: string; card_last4?: string },
): Promise<PaymentRow> {
  const { row, notifications } = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx.query<PaymentRow>(
        `UPDATE payments SET status = 'succeeded', provider_ref = COALESCE($2, provider_ref),
           card_brand = COALESCE($3, card_brand), card_last4 = COALESCE($4, card_last4), updated_on = now()
         WHERE id = $1 AND status = 'pending' RETURNING ${PAYMENT_COLUMNS}`,
        [
          payment.id,
          fields.provider_ref ?? null,
          fields.card_brand ?? null,
          fields.card_last4 ?? null,
        ],
      );
      if (!updated) {
        const [settled] = await tx.query<PaymentRow>(
          `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`,
          [payment.id],
        );
        return { row: settled!, notifications: [] };
      }
      if (!(await markTargetPaid(tx, target))) throw alreadyPaid(target);
      await insertEvent(tx, {
        storeId: target.storeId,
        salesOrderId: target.orderId,
        kind: 'payment',
        chargeId: target.chargeId,
        body: target.chargeId === null ? 'Paid' : 'Charge paid',
        author: CUSTOMER,
      });
      const created = await createStoreNotifications(tx, target.storeId, {
        short_description: 'Payment received',
        description: `Payment received for sales order ${target.orderNo}.`,
        order_no: target.orderNo,
        sales_order_id: target.orderId,
        is_watching: true,
      });
      return { row: updated, notifications: created };
    })
    .catch(async (error: unknown) => {
      // Another payment paid the target first: this one did not.
      if (error instanceof ApiError && error.code === 'ALREADY_PAID')
        await declineIfPending(ctx, payment.id, error.message);
      throw error;
    });
  await publishNotifications(ctx, notifications);
  return row;
}

/**
 * Declines a payment that is still pending and ends its target's claim, unless another payment
 * of the target may hold it now (a retry started after this one's claim lapsed: a claim lasts
 * CLAIM_INTERVAL from its payment's start).
 */
export async function declinePending(
  ctx: Pick<AppContext, 'db'>,
  payment: PaymentRow,
  target: Target,
  message: string,
): Promise<boolean> {
  if (!(await declineIfPending(ctx, payment.id, message))) return false;
  const [other] = await ctx.db.query(
    `SELECT id FROM payments WHERE status = 'pending' AND sales_order_id = $1
       AND charge_id IS NOT DISTINCT FROM $2 AND id <> $3 AND created_on > now() - ${CLAIM_INTERVAL}
     LIMIT 1`,
    [target.orderId, target.chargeId, payment.id],
  );
  if (!other) await releaseClaim(ctx.db, target);
  return true;
}
