import type {
  Address,
  Charge,
  Order,
  OrderLine,
  OrderStatus,
} from 'shared/contracts/orders';
import type { Db } from '../../db/types';
import { CHARGE_COLUMNS, toCharge, type ChargeRow } from '../payments';
import { formatCents, toCents } from '../../platform/money';
import { iso, isoOrNull } from '../../platform/wire';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';

// Reading sales orders in the contract shape `Order` (shared/contracts/orders). Money is a
// 2-decimal string, dates are ISO strings.

export const SALES_ORDER_NOT_FOUND = 'Sales order not found.';

// The estimate modules still import these record types from here.
export type { Contact, OrderLine } from 'shared/contracts/orders';

/** Spec: carrier id 1 is Fedex, 2 is USPS, any other value is UPS. */
export function carrierName(carrierId: number): string {
  if (carrierId === 1) return 'Fedex';
  if (carrierId === 2) return 'USPS';
  return 'UPS';
}

const money = (value: string | null) => formatCents(toCents(value ?? '0'));

interface OrderRow {
  id: number;
  store_id: number;
  order_no: string;
  status: OrderStatus;
  payment_status: 'unpaid' | 'paid' | 'partially_refunded' | 'refunded';
  created_on: Date;
  paid_on: Date | null;
  is_guest: boolean;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  shipping_address: Address | null;
  carrier_id: number | null;
  insurance_id: number | null;
  insurance_name: string | null;
  subtotal: string;
  shipping: string;
  insurance_amount: string;
  total: string;
  discount: { code: string; amount: string } | null;
  token: string;
  feedback_token: string;
  tracking_token: string;
  feedback_submitted: boolean;
}

export interface LineRow {
  id: number;
  owner_id: number;
  service_id: number | null;
  service_name: string;
  service_image: string | null;
  quantity: number;
  unit_price: string;
  line_total: string;
  choices: { label: string; value: string }[];
}

export const toLine = (row: LineRow): OrderLine => ({
  id: row.id,
  service: {
    id: row.service_id,
    name: row.service_name,
    image: row.service_image,
  },
  quantity: row.quantity,
  unit_price: money(row.unit_price),
  line_total: money(row.line_total),
  choices: row.choices,
});

const ORDER_SELECT = `SELECT o.id, o.store_id, o.order_no, o.status, o.payment_status, o.created_on, o.paid_on,
  o.is_guest, o.contact_first_name, o.contact_last_name, o.contact_email, o.contact_phone, o.shipping_address,
  o.carrier_id, o.insurance_id, o.insurance_name, o.subtotal::text AS subtotal, o.shipping::text AS shipping,
  o.insurance_amount::text AS insurance_amount, o.total::text AS total, o.token, o.feedback_token, o.tracking_token,
  EXISTS (SELECT 1 FROM order_feedback f WHERE f.sales_order_id = o.id) AS feedback_submitted, CASE WHEN o.discount_code IS NOT NULL THEN json_build_object('code', o.discount_code, 'amount', o.discount_amount::text) END AS discount
  FROM sales_orders o`;

export const LINE_COLUMNS = `id, service_id, service_name, service_image, quantity, unit_price::text AS unit_price,
  line_total::text AS line_total, choices`;

function toOrder(row: OrderRow, lines: OrderLine[], charges: Charge[]): Order {
  return {
    id: row.id,
    store_id: row.store_id,
    order_no: row.order_no,
    status: row.status,
    payment_status: row.payment_status,
    created_on: iso(row.created_on),
    paid_on: isoOrNull(row.paid_on),
    is_guest: row.is_guest,
    contact: {
      first_name: row.contact_first_name,
      last_name: row.contact_last_name,
      email: row.contact_email,
      phone: row.contact_phone,
    },
    shipping_address: row.shipping_address,
    carrier:
      row.carrier_id === null
        ? null
        : { id: row.carrier_id, name: carrierName(row.carrier_id) },
    insurance:
      row.insurance_id === null
        ? null
        : {
            id: row.insurance_id,
            name: row.insurance_name ?? '',
            amount: money(row.insurance_amount),
          },
    lines,
    subtotal: money(row.subtotal),
    shipping: money(row.shipping),
    insurance_amount: money(row.insurance_amount),
    total: money(row.total),
    ...(row.discount ? { discount: row.discount } : {}),
    charges,
    token: row.token,
    feedback:
      row.status === 'completed'
        ? { token: row.feedback_token, submitted: row.feedback_submitted }
        : null,
    tracking_token: row.tracking_token,
  };
}

/** The orders with these ids, in the order of `orderIds` (missing ids are skipped). */
export async function loadOrders(db: Db, orderIds: number[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.id = ANY($1::int[])`,
    [orderIds],
  );
  const lines = await db.query<LineRow>(
    `SELECT ${LINE_COLUMNS}, sales_order_id AS owner_id FROM sales_order_lines
     WHERE sales_order_id = ANY($1::int[]) ORDER BY id`,
    [orderIds],
  );
  const charges = await db.query<ChargeRow>(
    `SELECT ${CHARGE_COLUMNS} FROM charges WHERE sales_order_id = ANY($1::int[]) ORDER BY id`,
    [orderIds],
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      toOrder(
        row,
        lines.filter((l) => l.owner_id === row.id).map(toLine),
        charges.filter((c) => c.sales_order_id === row.id).map(toCharge),
      ),
    ]),
  );
  return orderIds.flatMap((id) => {
    const order = byId.get(id);
    return order ? [order] : [];
  });
}

/** One order in the contract shape, or null. */
export async function loadOrder(
  db: Db,
  orderId: number,
): Promise<Order | null> {
  const [order] = await loadOrders(db, [orderId]);
  return order ?? null;
}

/** The id of the order with this public token, or null (looked up by the token's hash). */
export async function orderIdByToken(
  db: Db,
  token: string,
): Promise<number | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM sales_orders WHERE token_hash = $1',
    [publicTokenHash(token)],
  );
  return rows[0]?.id ?? null;
}
