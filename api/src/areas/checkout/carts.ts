import { randomBytes } from 'node:crypto';
import { CART_ID_PATTERN } from 'shared/contracts/checkout';
import type { Principal } from '../../auth/principal';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import type { CartOption } from './cartAnswers';
import { formatCents, toCents } from '../../platform/money';
import { describeChoices } from './orderLines';

type ChoiceOptionRow = Parameters<typeof describeChoices>[0][number] & {
  service_id: number;
};

// Cart storage and the ownership rule: a guest cart (customer_id NULL) belongs to whoever holds its
// unguessable id; a customer's cart only to that customer. Anything else answers 404.

export interface CartRow {
  id: string;
  store_id: number;
  customer_id: number | null;
}

interface ItemRow {
  id: number;
  service_id: number;
  service_name: string;
  service_image: string | null;
  quantity: number;
  answers: Record<string, unknown>;
  unit_price: string;
}

export { CART_ID_PATTERN };
export const cartNotFound = () => notFound('Cart not found.');
export const newCartId = () => randomBytes(24).toString('base64url');

/** The customer id of a customer caller, null for a guest; 403 for any other role. */
export function customerIdOf(principal: Principal | null): number | null {
  if (!principal) return null;
  if (
    principal.user.role_id !== ROLES.customer ||
    principal.user.customer_id === null
  )
    throw forbidden('Only customers and guests have a cart.');
  return principal.user.customer_id;
}

/** The cart, if the caller may use it (and it is of `storeId` when one is given), else 404. */
export async function accessibleCart(
  db: Db,
  cartId: string,
  principal: Principal | null,
  storeId?: number,
): Promise<CartRow> {
  const rows = await db.query<CartRow>(
    'SELECT id, store_id, customer_id FROM carts WHERE id = $1',
    [cartId],
  );
  const cart = rows[0];
  if (!cart || (storeId !== undefined && cart.store_id !== storeId))
    throw cartNotFound();
  if (
    cart.customer_id !== null &&
    principal?.user.customer_id !== cart.customer_id
  )
    throw cartNotFound();
  return cart;
}

export async function customerCart(
  db: Db,
  customerId: number,
): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(
    'SELECT id, store_id, customer_id FROM carts WHERE customer_id = $1',
    [customerId],
  );
  return rows[0] ?? null;
}

/** The customer's cart, created on first use (safe against two concurrent first adds). */
export async function ensureCustomerCart(
  db: Db,
  customerId: number,
  storeId: number,
): Promise<CartRow> {
  await db.query(
    `INSERT INTO carts (id, store_id, customer_id) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO NOTHING`,
    [newCartId(), storeId, customerId],
  );
  const cart = await customerCart(db, customerId);
  if (!cart) throw new Error('customer cart vanished');
  return cart;
}

export async function createGuestCart(
  db: Db,
  storeId: number,
): Promise<CartRow> {
  const id = newCartId();
  await db.query('INSERT INTO carts (id, store_id) VALUES ($1, $2)', [
    id,
    storeId,
  ]);
  return { id, store_id: storeId, customer_id: null };
}

const toItem = (row: ItemRow) => {
  const unit = toCents(row.unit_price);
  return {
    id: row.id,
    service: {
      id: row.service_id,
      name: row.service_name,
      image: row.service_image,
    },
    quantity: row.quantity,
    answers: row.answers,
    unit_price: formatCents(unit),
    line_total: formatCents(unit * row.quantity),
  };
};
export type CartItem = ReturnType<typeof toItem>;

const ITEM_SELECT = `SELECT i.id, i.service_id, s.name AS service_name, s.image AS service_image, i.quantity,
  i.answers, i.unit_price::text AS unit_price FROM cart_items i JOIN services s ON s.id = i.service_id`;

/** The items with the readable choices of their answers (`[{ label, value }]`, as order lines keep them). */
async function withChoices(db: Db, rows: ItemRow[]) {
  const serviceIds = [...new Set(rows.map((row) => row.service_id))];
  const options =
    serviceIds.length === 0
      ? []
      : await db.query<ChoiceOptionRow>(
          `SELECT id, service_id, tag, label, "values" FROM service_options
           WHERE service_id = ANY($1::int[]) ORDER BY sequence, id`,
          [serviceIds],
        );
  return rows.map((row) => ({
    ...toItem(row),
    choices: describeChoices(
      options.filter((o) => o.service_id === row.service_id),
      row.answers,
    ),
  }));
}

export async function cartItem(
  db: Db,
  cartId: string,
  itemId: number,
): Promise<CartItem | null> {
  const rows = await db.query<ItemRow>(
    `${ITEM_SELECT} WHERE i.cart_id = $1 AND i.id = $2`,
    [cartId, itemId],
  );
  return rows[0] ? ((await withChoices(db, rows))[0] ?? null) : null;
}

/** The cart answer: its lines, the number of units and the subtotal. */
export async function cartContents(db: Db, cartId: string | null) {
  const rows = cartId
    ? await db.query<ItemRow>(
        `${ITEM_SELECT} WHERE i.cart_id = $1 ORDER BY i.id`,
        [cartId],
      )
    : [];
  const items = await withChoices(db, rows);
  return {
    cart_id: cartId,
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: formatCents(
      items.reduce((sum, item) => sum + toCents(item.line_total), 0),
    ),
  };
}

/** The options of these services, with what pricing and checking a cart line's answers reads. */
export function cartOptions(
  db: Db,
  serviceIds: readonly number[],
): Promise<(CartOption & { service_id: number })[]> {
  return db.query(
    'SELECT id, service_id, tag, sequence, is_required, is_option_cost, other_option, "values", logics, meta_data, advance_option_meta_data FROM service_options WHERE service_id = ANY($1::int[])',
    [serviceIds],
  );
}
