import type { RefundSummary } from 'shared/contracts/repair';
import type { Db } from '../../db/types';
import { formatCents, toCents } from '../../platform/money';
import { iso, money } from '../../platform/wire';

// What of a sales order's payment was given back: the refunds counted (pending ones too, so two
// refunds at once never give back more than was paid) and the portal's summary of them.

interface PaidPayment {
  id: number;
  provider: 'test' | 'stripe';
  provider_ref: string | null;
  amount: string;
}

const COUNTED = "status IN ('pending', 'succeeded')";

/** The order's payment and what of it is given back (pending refunds included). */
export async function paymentOf(db: Db, orderId: number) {
  const [payment] = await db.query<PaidPayment>(
    `SELECT id, provider, provider_ref, amount::text AS amount FROM payments
     WHERE sales_order_id = $1 AND charge_id IS NULL AND status = 'succeeded'`,
    [orderId],
  );
  if (!payment) return null;
  const [sum] = await db.query<{ refunded: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS refunded FROM refunds WHERE payment_id = $1 AND ${COUNTED}`,
    [payment.id],
  );
  return {
    payment,
    paidCents: toCents(payment.amount),
    refundedCents: toCents(sum!.refunded),
  };
}

/** The `refund` of the portal's sales order: paid, refunded, left to refund, and each refund. */
export async function refundSummary(
  db: Db,
  orderId: number,
): Promise<RefundSummary> {
  const state = await paymentOf(db, orderId);
  const rows = await db.query<{
    id: number;
    amount: string;
    reason: string;
    created_by_name: string;
    created_on: Date;
  }>(
    `SELECT id, amount::text AS amount, reason, created_by_name, created_on FROM refunds
     WHERE sales_order_id = $1 AND status = 'succeeded' ORDER BY id`,
    [orderId],
  );
  const paid = state?.paidCents ?? 0;
  const refunded = state?.refundedCents ?? 0;
  return {
    paid: formatCents(paid),
    refunded: formatCents(rows.reduce((n, r) => n + toCents(r.amount), 0)),
    refundable: formatCents(Math.max(0, paid - refunded)),
    refunds: rows.map((r) => ({
      id: r.id,
      amount: money(r.amount),
      reason: r.reason,
      created_by: r.created_by_name,
      created_on: iso(r.created_on),
    })),
  };
}
