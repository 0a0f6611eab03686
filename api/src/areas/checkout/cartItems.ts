import type { Db } from '../../db/types';
import { createGuestCart, ensureCustomerCart, type CartRow } from './carts';

// Lines of a cart added, changed and removed; each touches the cart's updated_on (which ages guest
// carts) in the same transaction.

/** The price of an active service of the store (text), or null when the store does not sell it. */
export async function activeServicePrice(
  db: Db,
  storeId: number,
  serviceId: number,
): Promise<string | null> {
  const [row] = await db.query<{ price: string }>(
    'SELECT price::text AS price FROM services WHERE id = $1 AND store_id = $2 AND is_active',
    [serviceId, storeId],
  );
  return row?.price ?? null;
}

const touchCart = (tx: Db, cartId: string) =>
  tx.query('UPDATE carts SET updated_on = now() WHERE id = $1', [cartId]);

/**
 * Adds a priced line: to the customer's own cart (made when missing), else to the guest's given
 * cart, else to a new guest cart. Answers the cart's and the line's ids.
 */
export function addCartItem(
  db: Db,
  target: {
    storeId: number;
    customerId: number | null;
    guestCart: CartRow | null;
  },
  line: {
    serviceId: number;
    quantity: number;
    answers: unknown;
    unitCents: number;
  },
): Promise<{ cartId: string; itemId: number }> {
  return db.transaction(async (tx) => {
    const cart =
      target.customerId !== null
        ? await ensureCustomerCart(tx, target.customerId, target.storeId)
        : (target.guestCart ?? (await createGuestCart(tx, target.storeId)));
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO cart_items (cart_id, service_id, quantity, answers, unit_price)
       VALUES ($1, $2, $3, $4, $5::numeric / 100) RETURNING id`,
      [
        cart.id,
        line.serviceId,
        line.quantity,
        JSON.stringify(line.answers),
        line.unitCents,
      ],
    );
    await touchCart(tx, cart.id);
    return { cartId: cart.id, itemId: row!.id };
  });
}

export function setCartItemQuantity(
  db: Db,
  cartId: string,
  itemId: number,
  quantity: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(
      'UPDATE cart_items SET quantity = $1 WHERE id = $2 AND cart_id = $3',
      [quantity, itemId, cartId],
    );
    await touchCart(tx, cartId);
  });
}

export function removeCartItem(
  db: Db,
  cartId: string,
  itemId: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM cart_items WHERE id = $1 AND cart_id = $2', [
      itemId,
      cartId,
    ]);
    await touchCart(tx, cartId);
  });
}
