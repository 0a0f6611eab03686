import {
  DISCOUNT_MESSAGES,
  type DiscountKind,
  type DiscountQuote,
  type DiscountStatus,
} from 'shared/contracts/discounts';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { countDiscountUses, discountConflict, STATUS_SQL } from '../catalog';
import { formatCents, toCents } from '../../platform/money';

// Checkout's side of discount codes (shared/contracts/discounts): what a code takes off a
// subtotal, under the rules the store set. A use counts once its order is paid (or while a payment
// of it is in flight): an unpaid order, a guest's above all, holds no use, so nobody can burn a
// store's codes by placing orders they never pay. Paying re-checks the code with its row locked
// (areas/payments/claims.ts), so two orders racing for its last use are served one after the other.

/** Who is checking out: their customer record (signed in) and the email the order carries. */
export interface DiscountBuyer {
  customerId: number | null;
  email: string;
}

/** A code priced for one subtotal: what the order stores and its use records. */
export interface PricedDiscount {
  id: number;
  code: string;
  kind: DiscountKind;
  value: string;
  cents: number;
}

interface CodeRow {
  id: number;
  code: string;
  kind: DiscountKind;
  value: string;
  min_subtotal: string | null;
  usage_limit: number | null;
  once_per_customer: boolean;
  status: DiscountStatus;
}

const refused = (message: string) =>
  validationError({ discount_code: message });
const REFUSALS: Partial<Record<DiscountStatus, string>> = {
  inactive: DISCOUNT_MESSAGES.inactive,
  scheduled: DISCOUNT_MESSAGES.notStarted,
  expired: DISCOUNT_MESSAGES.expired,
};

/**
 * What code `code` (any case) of the store takes off `subtotalCents` for this buyer: 400 when it
 * is unknown, off, not started, expired or the subtotal is under its minimum; 409 when its uses
 * are used up or this buyer (their account or email) used it already and it is once per customer.
 * `lock` (inside the order's transaction) holds the code's row until the order commits.
 */
export async function priceDiscount(
  db: Db,
  storeId: number,
  code: string,
  subtotalCents: number,
  buyer: DiscountBuyer,
  lock = false,
): Promise<PricedDiscount> {
  const [row] = await db.query<CodeRow>(
    `SELECT d.id, d.code, d.kind, d.value::text AS value, d.min_subtotal::text AS min_subtotal,
       d.usage_limit, d.once_per_customer, ${STATUS_SQL} AS status
     FROM discounts d WHERE d.store_id = $1 AND lower(d.code) = lower($2)${lock ? ' FOR UPDATE' : ''}`,
    [storeId, code.trim()],
  );
  if (!row) throw refused(DISCOUNT_MESSAGES.unknown);
  const refusal = REFUSALS[row.status];
  if (refusal) throw refused(refusal);
  const counts = await countDiscountUses(db, row.id, buyer.customerId);
  if (row.usage_limit !== null && counts.total >= row.usage_limit)
    throw discountConflict('DISCOUNT.USED_UP', DISCOUNT_MESSAGES.limitReached);
  if (row.once_per_customer && counts.buyer > 0)
    throw discountConflict(
      'DISCOUNT.ALREADY_USED',
      DISCOUNT_MESSAGES.alreadyUsed,
    );
  const min = row.min_subtotal === null ? 0 : toCents(row.min_subtotal);
  if (subtotalCents < min)
    throw refused(
      DISCOUNT_MESSAGES.belowMinimum.replace('{min}', `$${formatCents(min)}`),
    );
  const value = toCents(row.value);
  const cents =
    row.kind === 'percent'
      ? Math.round((subtotalCents * value) / 10000)
      : value;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: formatCents(value),
    cents: Math.min(cents, subtotalCents),
  };
}

/** The storefront's Apply answer for a priced code. */
export const toQuote = (
  priced: PricedDiscount,
  subtotalCents: number,
): DiscountQuote => ({
  code: priced.code,
  kind: priced.kind,
  value: priced.value,
  subtotal: formatCents(subtotalCents),
  amount: formatCents(priced.cents),
});

/** Records the code on an order (in the order's transaction); it counts once the order is paid. */
export async function recordDiscountUse(
  tx: Db,
  priced: PricedDiscount,
  orderId: number,
  buyer: DiscountBuyer,
): Promise<void> {
  await tx.query(
    `INSERT INTO discount_uses (discount_id, sales_order_id, code, amount, customer_id, email)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      priced.id,
      orderId,
      priced.code,
      formatCents(priced.cents),
      buyer.customerId,
      buyer.email.trim(),
    ],
  );
}
