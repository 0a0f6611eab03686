import type { Db } from '../../db/types';
import { ApiError } from '../../errors';

// What checkout and payment both check of a discount code: its counted uses and the 409 that
// refuses a code whose uses are used up. It sits in the catalog, beside the codes themselves, so
// the payments area re-checks a code without importing checkout.

/** A 409 that refuses a discount code, shown on the code's field. */
export const discountConflict = (code: string, message: string) =>
  new ApiError(409, code, message, { discount_code: message });

/**
 * Uses of discount `discountId` that count: orders paid (a full refund releases the use), or with
 * a payment in flight (not `exceptOrderId`); `buyer` counts those of signed-in customer
 * `customerId` (an email typed at a guest checkout proves nothing, so it locks nobody out).
 */
export async function countDiscountUses(
  db: Db,
  discountId: number,
  customerId: number | null,
  exceptOrderId: number | null = null,
): Promise<{ total: number; buyer: number }> {
  const [counts] = await db.query<{ total: number; buyer: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE o.customer_id = $2)::int AS buyer
     FROM discount_uses u JOIN sales_orders o ON o.id = u.sales_order_id
     WHERE u.discount_id = $1 AND o.id IS DISTINCT FROM $3
       AND (o.payment_status IN ('paid', 'partially_refunded') OR o.payment_claimed_until > now())`,
    [discountId, customerId, exceptOrderId],
  );
  return counts!;
}
