import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { formatCents, toCents } from '../../platform/money';

// The do-not-exceed amount of an order born from an estimate (ADR 0026): the customer approved
// that ceiling, so a charge that would take the order past it is refused and the store sends the
// customer a revision of the estimate instead (whose approval adds the difference to the order).

export const LIMIT_MESSAGES = {
  overApproved: (limit: string, estimateNo: string) =>
    `This takes the order past the do-not-exceed amount of ${limit} the customer approved. Send them a revision of estimate ${estimateNo} with the extra work: their approval adds it to the order.`,
} as const;

/** The order's amount so far (its lines and every charge on it), in cents. */
export async function orderAmountCents(
  tx: Db,
  orderId: number,
): Promise<number> {
  const [row] = await tx.query<{ amount: string }>(
    `SELECT (o.subtotal + coalesce((SELECT sum(c.amount) FROM charges c WHERE c.sales_order_id = o.id), 0))::text
       AS amount FROM sales_orders o WHERE o.id = $1`,
    [orderId],
  );
  return toCents(row!.amount);
}

/**
 * Refuses (400 on `amount`, nothing changes) a charge that would take an estimate-born order past
 * the do-not-exceed amount of the version its customer approved. Orders without an estimate, or
 * whose estimate set no limit, are not limited.
 */
export async function refuseOverApproved(
  tx: Db,
  orderId: number,
  addCents: number,
): Promise<void> {
  const [estimate] = await tx.query<{ estimate_no: string; limit: string }>(
    `SELECT e.estimate_no, v.not_to_exceed::text AS limit
     FROM estimates e JOIN estimate_versions v ON v.estimate_id = e.id
       AND v.version_no = coalesce(e.answered_version, e.quote_version)
     WHERE e.sales_order_id = $1 AND v.not_to_exceed IS NOT NULL`,
    [orderId],
  );
  if (!estimate) return;
  // two charges at once: the second waits for the first and counts it
  await tx.query('SELECT id FROM sales_orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  const limitCents = toCents(estimate.limit);
  if ((await orderAmountCents(tx, orderId)) + addCents > limitCents)
    throw validationError({
      amount: LIMIT_MESSAGES.overApproved(
        `$${formatCents(limitCents)}`,
        estimate.estimate_no,
      ),
    });
}
