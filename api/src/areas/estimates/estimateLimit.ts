import type { Db } from '../../db/types';
import { createCharge } from '../payments';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import { toCents } from '../../platform/money';
import { orderAmountCents } from '../orders';

// A revision of an estimate that already made its order (ADR 0026): its approval adds the
// difference to the same order as an extra charge named after the estimate (the order's charges
// are held to the approved do-not-exceed amount by orders/approvedLimit.ts).

/**
 * Inside the approval of a revision of an estimate that already made its order: the difference
 * between the approved version's total and what the order already asks becomes an extra charge
 * on that order (paid through its own link); nothing when the revision costs no more.
 */
export async function addRevisionToOrder(
  tx: Db,
  estimateId: number,
  orderId: number,
  author: EventAuthor,
): Promise<void> {
  const [version] = await tx.query<{ total: string; estimate_no: string }>(
    `SELECT v.total::text AS total, e.estimate_no FROM estimate_versions v
     JOIN estimates e ON e.id = v.estimate_id
     WHERE v.estimate_id = $1 AND v.version_no = e.quote_version`,
    [estimateId],
  );
  const more = toCents(version!.total) - (await orderAmountCents(tx, orderId));
  if (more <= 0) return;
  const charge = await createCharge(tx, orderId, {
    kind: 'extra',
    amountCents: more,
    reason: `Revised estimate ${version!.estimate_no}, approved by the customer`,
    itemNumber: version!.estimate_no,
    requestedBy: 'store_owner',
    userId: null,
  });
  const [order] = await tx.query<{ store_id: number }>(
    'SELECT store_id FROM sales_orders WHERE id = $1',
    [orderId],
  );
  await insertEvent(tx, {
    storeId: order!.store_id,
    salesOrderId: orderId,
    kind: 'charge',
    chargeId: charge.id,
    body: `Extra charge of $${charge.amount}: ${charge.reason}`,
    author,
  });
}
