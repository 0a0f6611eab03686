import type { PaymentTarget } from 'shared/contracts/checkout';
import type { Charge, Order } from 'shared/contracts/orders';
import type { Db } from '../../db/types';
import { formatCents, toCents } from '../../platform/money';
import { chargeItemNameSql } from './chargeItemName';
import { customerLabel } from '../../platform/customerLabel';
import { CHARGE_COLUMNS, toCharge } from './chargeRows';
import {
  newPublicToken,
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';

// Additional (store owner) and extra (vendor) charges, and the payment target behind a public
// token: an order's token (kind order) or a charge's token (kind additional | extra).

export interface Target {
  kind: 'order' | 'additional' | 'extra';
  token: string;
  orderId: number;
  chargeId: number | null;
  storeId: number;
  orderNo: string;
  amountCents: number;
  status: 'unpaid' | 'paid';
  requestedBy: 'store_owner' | 'vendor' | null;
  reason: string | null;
  itemNumber: string | null;
  itemName: string | null;
}

interface TargetRow {
  kind: Target['kind'];
  token: string;
  order_id: number;
  charge_id: number | null;
  store_id: number;
  order_no: string;
  amount: string;
  status: 'unpaid' | 'paid';
  requested_by: Target['requestedBy'];
  reason: string | null;
  item_number: string | null;
  item_name: string | null;
}

const TARGET_SELECT = `SELECT 'order' AS kind, o.token, o.id AS order_id, NULL::int AS charge_id, o.store_id, o.order_no,
    o.total::text AS amount, o.payment_status AS status, NULL AS requested_by, NULL AS reason, NULL AS item_number,
    NULL AS item_name
  FROM sales_orders o WHERE o.token_hash = $1
  UNION ALL
  SELECT c.kind, c.token, o.id, c.id, o.store_id, o.order_no, c.amount::text, c.status, c.requested_by, c.reason,
    c.work_order_item_number, ${chargeItemNameSql('c')}
  FROM charges c JOIN sales_orders o ON o.id = c.sales_order_id WHERE c.token_hash = $1`;

const toTarget = (row: TargetRow): Target => ({
  kind: row.kind,
  token: row.token,
  orderId: row.order_id,
  chargeId: row.charge_id,
  storeId: row.store_id,
  orderNo: row.order_no,
  amountCents: toCents(row.amount),
  // A refunded order was paid: its payment page says so, and it is never paid again.
  status: row.status === 'unpaid' ? 'unpaid' : 'paid',
  requestedBy: row.requested_by,
  reason: row.reason,
  itemNumber: row.item_number,
  itemName: row.item_name,
});

/** The order or charge behind a public token, or null (looked up by the token's hash). */
export async function findTarget(
  db: Db,
  token: string,
): Promise<Target | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<TargetRow>(TARGET_SELECT, [
    publicTokenHash(token),
  ]);
  return rows[0] ? toTarget(rows[0]) : null;
}

/** The target of a payment row (its order, or its charge). */
export async function targetOfPayment(
  db: Db,
  payment: { sales_order_id: number; charge_id: number | null },
): Promise<Target> {
  const rows = await db.query<{ token: string }>(
    payment.charge_id === null
      ? 'SELECT token FROM sales_orders WHERE id = $1'
      : 'SELECT token FROM charges WHERE id = $1',
    [payment.charge_id ?? payment.sales_order_id],
  );
  const target = await findTarget(db, rows[0]!.token);
  return target!;
}

/** The order a payment is for, whole (orders reads it; the composition hands it in). */
export type PaymentOrder = (db: Db, orderId: number) => Promise<Order | null>;

/** The PaymentTarget answer of a token, or null. */
export async function paymentTarget(
  db: Db,
  token: string,
  loadOrder: PaymentOrder,
): Promise<PaymentTarget | null> {
  const target = await findTarget(db, token);
  if (!target) return null;
  const order = (await loadOrder(db, target.orderId))!;
  return {
    kind: target.kind,
    token: target.token,
    order_no: target.orderNo,
    store_id: target.storeId,
    amount: formatCents(target.amountCents),
    currency: 'usd',
    status: target.status,
    ...(target.kind === 'order'
      ? {}
      : {
          requested_by: target.requestedBy!,
          reason: target.reason ?? '',
          work_order:
            target.itemNumber === null
              ? null
              : {
                  item_number: target.itemNumber,
                  item_name: target.itemName,
                },
        }),
    customer_name: customerLabel(
      order.contact.first_name,
      order.contact.last_name,
    ),
    order: {
      order_no: order.order_no,
      lines: order.lines,
      subtotal: order.subtotal,
      carrier: order.carrier,
      shipping: order.shipping,
      insurance: order.insurance,
      insurance_amount: order.insurance_amount,
      ...(order.discount ? { discount: order.discount } : {}),
      total: order.total,
    },
  };
}

/**
 * Marks the target paid (only if it is still unpaid); answers whether this call did it.
 * The caller runs it in the transaction that records the successful payment.
 */
export async function markTargetPaid(tx: Db, target: Target): Promise<boolean> {
  const rows =
    target.chargeId === null
      ? await tx.query(
          `UPDATE sales_orders SET payment_status = 'paid', paid_on = now(), updated_on = now()
           WHERE id = $1 AND payment_status = 'unpaid' RETURNING id`,
          [target.orderId],
        )
      : await tx.query(
          `UPDATE charges SET status = 'paid', paid_on = now() WHERE id = $1 AND status = 'unpaid' RETURNING id`,
          [target.chargeId],
        );
  return rows.length > 0;
}

export interface NewCharge {
  kind: 'additional' | 'extra';
  amountCents: number;
  reason: string;
  itemNumber: string | null;
  requestedBy: 'store_owner' | 'vendor';
  userId: number | null;
}

export async function createCharge(
  db: Db,
  orderId: number,
  charge: NewCharge,
): Promise<Charge> {
  const [row] = await db.query<Parameters<typeof toCharge>[0]>(
    `INSERT INTO charges (sales_order_id, kind, requested_by, requested_by_user_id, amount, reason, work_order_item_number,
       token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${CHARGE_COLUMNS}`,
    [
      orderId,
      charge.kind,
      charge.requestedBy,
      charge.userId,
      formatCents(charge.amountCents),
      charge.reason,
      charge.itemNumber,
      newPublicToken(),
    ],
  );
  return toCharge(row!);
}
