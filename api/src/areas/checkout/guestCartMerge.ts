import { CART_ID_PATTERN } from 'shared/contracts/checkout';
import type { Db } from '../../db/types';
import { customerPrices } from '../catalog';
import { priceAnswers, type Answers } from './cartAnswers';
import { cartOptions, ensureCustomerCart, type CartRow } from './carts';

// Signing in with a guest cart: its lines move into the customer's cart, at the customer's prices.

interface MovedLine {
  id: number;
  service_id: number;
  answers: Answers;
}

/**
 * A guest's lines were priced at the services' own prices: a customer on a price list of the store
 * pays the list's price for the services on it, from the moment the lines are theirs.
 * The answers were checked when the lines were added, so only the base price changes.
 */
async function priceForCustomer(
  tx: Db,
  lines: MovedLine[],
  customerId: number,
  storeId: number,
): Promise<void> {
  if (lines.length === 0) return;
  const prices = await customerPrices(tx, customerId, storeId, [
    ...new Set(lines.map((line) => line.service_id)),
  ]);
  const listed = lines.filter((line) => prices.has(line.service_id));
  if (listed.length === 0) return;
  const options = await cartOptions(tx, [
    ...new Set(listed.map((line) => line.service_id)),
  ]);
  for (const line of listed) {
    const priced = priceAnswers(
      prices.get(line.service_id)!,
      options.filter((o) => o.service_id === line.service_id),
      line.answers,
    );
    if (Object.keys(priced.errors).length > 0) continue; // its options changed since: the price it was added at
    await tx.query(
      'UPDATE cart_items SET unit_price = $2::numeric / 100 WHERE id = $1',
      [line.id, priced.unitCents],
    );
  }
}

/**
 * Moves the lines of a guest cart of `storeId` into the customer's cart (created if needed), at the
 * customer's list prices where they have them, and deletes the guest cart. Any other cart id (unknown, another store's, someone's cart) is ignored:
 * answers the customer's cart id when lines moved, else null.
 */
export async function mergeGuestCart(
  db: Db,
  guestCartId: string,
  customerId: number,
  storeId: number,
): Promise<string | null> {
  if (!new RegExp(CART_ID_PATTERN).test(guestCartId)) return null;
  return db.transaction(async (tx) => {
    const guest = await tx.query<CartRow>(
      'SELECT id FROM carts WHERE id = $1 AND store_id = $2 AND customer_id IS NULL FOR UPDATE',
      [guestCartId, storeId],
    );
    if (!guest[0]) return null;
    const cart = await ensureCustomerCart(tx, customerId, storeId);
    const moved = await tx.query<MovedLine>(
      'UPDATE cart_items SET cart_id = $2 WHERE cart_id = $1 RETURNING id, service_id, answers',
      [guestCartId, cart.id],
    );
    await priceForCustomer(tx, moved, customerId, storeId);
    await tx.query('DELETE FROM carts WHERE id = $1', [guestCartId]);
    await tx.query('UPDATE carts SET updated_on = now() WHERE id = $1', [
      cart.id,
    ]);
    return cart.id;
  });
}
