import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import type { Db } from '../../db/types';
import type { Target } from './charges';
import { countDiscountUses, discountConflict } from '../catalog';
import { ApiError } from '../../errors';
import { alreadyPaid, PAYMENT_MESSAGES } from './records';

// One payment at a time per order or charge. Before the provider is called, the payment claims
// its target with one conditional UPDATE (atomic in PostgreSQL: a second one waits on the row and
// then sees the claim), so a second payment started meanwhile (another tab, a new key) gets 409
// instead of charging the card again. Paying an order that carries a discount code also checks,
// with the code's row locked, that the code still has a use for it: uses count when paid.

/** A claim a crashed process never released lapses after this long. */
export const CLAIM_INTERVAL = "interval '2 minutes'";

const tableOf = (target: Target) =>
  target.chargeId === null
    ? { table: 'sales_orders', status: 'payment_status', id: target.orderId }
    : { table: 'charges', status: 'status', id: target.chargeId };

/** The order's code still has a use for it (its row locked until the claim commits), else 409. */
async function checkDiscount(tx: Db, orderId: number): Promise<void> {
  const [code] = await tx.query<{
    id: number;
    usage_limit: number | null;
    once_per_customer: boolean;
    customer_id: number | null;
  }>(
    `SELECT d.id, d.usage_limit, d.once_per_customer, o.customer_id
     FROM discount_uses u JOIN discounts d ON d.id = u.discount_id JOIN sales_orders o ON o.id = u.sales_order_id
     WHERE u.sales_order_id = $1 FOR UPDATE OF d`,
    [orderId],
  );
  if (!code) return;
  const counts = await countDiscountUses(
    tx,
    code.id,
    code.customer_id,
    orderId,
  );
  if (code.usage_limit !== null && counts.total >= code.usage_limit)
    throw discountConflict('DISCOUNT.USED_UP', DISCOUNT_MESSAGES.limitReached);
  if (code.once_per_customer && code.customer_id !== null && counts.buyer > 0)
    throw discountConflict(
      'DISCOUNT.ALREADY_USED',
      DISCOUNT_MESSAGES.alreadyUsed,
    );
}

/** Claims `target` for one payment: 409 when it is paid, being paid, or its code is used up. */
export async function claimTarget(db: Db, target: Target): Promise<void> {
  const { table, status, id } = tableOf(target);
  await db.transaction(async (tx) => {
    if (target.chargeId === null) await checkDiscount(tx, target.orderId);
    const claimed = await tx.query(
      `UPDATE ${table} SET payment_claimed_until = now() + ${CLAIM_INTERVAL}
       WHERE id = $1 AND ${status} = 'unpaid' AND (payment_claimed_until IS NULL OR payment_claimed_until < now())
       RETURNING id`,
      [id],
    );
    if (claimed.length > 0) return;
    const [row] = await tx.query<{ status: string }>(
      `SELECT ${status} AS status FROM ${table} WHERE id = $1`,
      [id],
    );
    // Paid, or paid and refunded since: never paid again.
    if (row && row.status !== 'unpaid') throw alreadyPaid(target);
    throw new ApiError(409, 'PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.inProgress);
  });
}

/** Ends the claim once the provider answered (paid, declined, failed or sent to authenticate). */
export async function releaseClaim(db: Db, target: Target): Promise<void> {
  const { table, id } = tableOf(target);
  await db.query(
    `UPDATE ${table} SET payment_claimed_until = NULL WHERE id = $1`,
    [id],
  );
}
