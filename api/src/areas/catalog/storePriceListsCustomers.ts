import {
  STORE_PRICE_LIST_MESSAGES,
  type CustomerPriceList,
  type PriceListChoice,
} from 'shared/contracts/storePriceLists';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { money } from '../../platform/wire';

// A store's price lists applied: the customer's list (at most one), and the prices a
// customer pays. Only an active list applies; the server is the only source of the price a cart
// line is charged (areas/checkout/routes/carts.ts asks customerPrices when a line is added).

async function assertCustomer(db: Db, storeId: number, customerId: number) {
  const [row] = await db.query(
    'SELECT 1 FROM customers WHERE id = $1 AND store_id = $2',
    [customerId, storeId],
  );
  if (!row) throw notFound(STORE_PRICE_LIST_MESSAGES.customerNotFound);
}

/** The customer's list and the store's lists to choose from; 404 when not the store's customer. */
export async function customerPriceList(
  db: Db,
  storeId: number,
  customerId: number,
): Promise<CustomerPriceList> {
  await assertCustomer(db, storeId, customerId);
  const choices = await db.query<PriceListChoice>(
    `SELECT id, name, is_active FROM store_price_lists WHERE store_id = $1
     ORDER BY lower(name), id`,
    [storeId],
  );
  const [current] = await db.query<{ price_list_id: number }>(
    'SELECT price_list_id FROM store_price_list_customers WHERE customer_id = $1',
    [customerId],
  );
  return {
    price_list: choices.find((c) => c.id === current?.price_list_id) ?? null,
    choices,
  };
}

/** Puts the customer on a list of the store (null: none); 404 customer, 400 a list not the store's. */
export async function assignPriceList(
  db: Db,
  storeId: number,
  customerId: number,
  priceListId: number | null,
): Promise<CustomerPriceList> {
  await assertCustomer(db, storeId, customerId);
  await db.transaction(async (tx) => {
    if (priceListId !== null) {
      const [list] = await tx.query(
        'SELECT 1 FROM store_price_lists WHERE id = $1 AND store_id = $2',
        [priceListId, storeId],
      );
      if (!list)
        throw validationError({
          price_list_id: STORE_PRICE_LIST_MESSAGES.notFound,
        });
    }
    await tx.query(
      'DELETE FROM store_price_list_customers WHERE customer_id = $1',
      [customerId],
    );
    if (priceListId !== null)
      await tx.query(
        'INSERT INTO store_price_list_customers (customer_id, price_list_id) VALUES ($1, $2)',
        [customerId, priceListId],
      );
  });
  return customerPriceList(db, storeId, customerId);
}

/**
 * The prices of the customer's active list for some services of the store, by service id ("12.50");
 * empty for a guest (null) or a customer on no active list.
 */
export async function customerPrices(
  db: Db,
  customerId: number | null,
  storeId: number,
  serviceIds?: readonly number[],
): Promise<Map<number, string>> {
  if (customerId === null) return new Map();
  const rows = await db.query<{ service_id: number; price: string }>(
    `SELECT e.service_id, e.price::text AS price
     FROM store_price_list_customers pc
       JOIN store_price_lists l ON l.id = pc.price_list_id AND l.is_active AND l.store_id = $2
       JOIN store_price_list_entries e ON e.price_list_id = l.id
     WHERE pc.customer_id = $1 ${serviceIds ? 'AND e.service_id = ANY($3::int[])' : ''}`,
    serviceIds ? [customerId, storeId, serviceIds] : [customerId, storeId],
  );
  return new Map(rows.map((r) => [r.service_id, money(r.price)]));
}
