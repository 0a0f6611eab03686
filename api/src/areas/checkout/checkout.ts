import type { CreateOrderBody } from 'shared/contracts/checkout';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { priceDiscount, recordDiscountUse } from './discountsCheckout';
import { CUSTOMER, insertEvent } from '../../platform/recordEvents';
import { formatCents } from '../../platform/money';
import {
  createStoreNotifications,
  type NotificationRow,
} from '../notifications';
import { checkOrderFields } from './orderInput';
import { EMPTY_CART, type Buyer } from './buyer';
import { idempotencyClaim, sameRequest, findIdempotent } from './idempotency';
import { insertLines, snapshotCart } from './orderLines';
import { newPublicToken } from '../../platform/publicTokens';
import { insuranceFor, type InsurancePlan } from './shipping';
import type { StoreRow } from '../storefront';

// POST /orders: the cart becomes a sales order in one transaction (lines snapshotted, totals in
// cents, cart emptied, store users notified). The idempotency key makes a retry answer the first
// order, to the same caller only (see idempotencyClaim).

export interface PlacedOrder {
  orderId: number;
  created: boolean;
  notifications: NotificationRow[];
}

export async function placeOrder(
  db: Db,
  store: StoreRow,
  buyer: Buyer,
  body: CreateOrderBody,
): Promise<PlacedOrder> {
  const claim = idempotencyClaim(buyer, body);
  const earlier = await findIdempotent(db, 'sales_orders', store.id, claim);
  if (earlier) {
    sameRequest(earlier, claim);
    return { orderId: earlier.id, created: false, notifications: [] };
  }
  const errors: Record<string, string> = {};
  const fields = await checkOrderFields(db, store, buyer, body, errors);
  const preview = buyer.cartId
    ? await snapshotCart(db, buyer.cartId)
    : { lines: [], subtotalCents: 0 };
  if (preview.lines.length === 0) errors.cart = EMPTY_CART;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return db.transaction(async (tx) => {
    // The cart lock serialises concurrent retries: the second sees the first's order below.
    await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [
      buyer.cartId,
    ]);
    const again = await findIdempotent(tx, 'sales_orders', store.id, claim);
    if (again) {
      sameRequest(again, claim);
      return { orderId: again.id, created: false, notifications: [] };
    }
    const { lines, subtotalCents } = await snapshotCart(tx, buyer.cartId!);
    if (lines.length === 0) throw validationError({ cart: EMPTY_CART });
    let insurance: InsurancePlan | null = null;
    if (body.insurance_id !== undefined && body.insurance_id !== null) {
      insurance = await insuranceFor(
        tx,
        store.id,
        body.insurance_id,
        subtotalCents,
      );
      if (!insurance)
        throw validationError({
          insurance_id: 'Select a valid insurance plan.',
        });
    }
    const insuranceCents = insurance?.cents ?? 0;
    const { contact, address } = fields;
    // after the lines are priced: a code comes off the subtotal (its row locked until commit)
    const codeBuyer = { customerId: buyer.customerId, email: contact.email };
    const discount = body.discount_code
      ? await priceDiscount(
          tx,
          store.id,
          body.discount_code,
          subtotalCents,
          codeBuyer,
          true,
        )
      : null;
    const discountCents = discount?.cents ?? 0;
    const inserted = await tx.query<{ id: number; order_no: string }>(
      `INSERT INTO sales_orders (store_id, customer_id, status, contact_first_name, contact_last_name, contact_email,
         contact_phone, shipping_address, carrier_id, insurance_id, insurance_name, subtotal, shipping,
         insurance_amount, total, is_guest, idempotency_key, idempotency_scope, idempotency_fingerprint, token,
         feedback_token, tracking_token, discount_code, discount_amount)
       VALUES ($1, $2, 'new', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
         $22, $23)
       ON CONFLICT (store_id, idempotency_scope, idempotency_key) DO NOTHING RETURNING id, order_no`,
      [
        store.id,
        buyer.customerId,
        contact.first_name,
        contact.last_name,
        contact.email,
        contact.phone,
        JSON.stringify(address),
        fields.carrierId,
        insurance?.id ?? null,
        insurance?.name ?? null,
        formatCents(subtotalCents),
        formatCents(fields.shippingCents),
        formatCents(insuranceCents),
        formatCents(
          subtotalCents - discountCents + fields.shippingCents + insuranceCents,
        ),
        buyer.customerId === null,
        claim.key,
        claim.scope,
        claim.fingerprint,
        newPublicToken(),
        newPublicToken(),
        newPublicToken(),
        discount?.code ?? null,
        formatCents(discountCents),
      ],
    );
    const order = inserted[0];
    if (!order) {
      // A concurrent request with the same key won the unique index (its row is committed now).
      const winner = await findIdempotent(tx, 'sales_orders', store.id, claim);
      if (!winner)
        throw new ApiError(
          409,
          'CONFLICT',
          'This order is already being placed.',
        );
      sameRequest(winner, claim);
      return { orderId: winner.id, created: false, notifications: [] };
    }
    await insertLines(
      tx,
      { table: 'sales_order_lines', column: 'sales_order_id' },
      order.id,
      lines,
    );
    if (discount) await recordDiscountUse(tx, discount, order.id, codeBuyer);
    await insertEvent(tx, {
      storeId: store.id,
      salesOrderId: order.id,
      kind: 'created',
      body: 'Placed on the storefront',
      author: CUSTOMER,
    });
    await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [buyer.cartId]);
    await tx.query('UPDATE carts SET updated_on = now() WHERE id = $1', [
      buyer.cartId,
    ]);
    const notifications = await createStoreNotifications(tx, store.id, {
      short_description: 'New sales order',
      description: `New sales order ${order.order_no} was placed by ${contact.first_name} ${contact.last_name}.`,
      order_no: order.order_no,
      sales_order_id: order.id,
      is_watching: true,
    });
    return { orderId: order.id, created: true, notifications };
  });
}
