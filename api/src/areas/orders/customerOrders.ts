import type { Db } from '../../db/types';

// A customer's own orders at their store, for My Account.

/** One page of the customer's orders (newest first): their ids and how many there are. */
export async function customerOrderPage(
  db: Db,
  customer: { customerId: number; storeId: number },
  page: number,
  pageSize: number,
): Promise<{ count: number; ids: number[] }> {
  const { customerId, storeId } = customer;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sales_orders WHERE customer_id = $1 AND store_id = $2',
    [customerId, storeId],
  );
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM sales_orders WHERE customer_id = $1 AND store_id = $2
     ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
    [customerId, storeId, pageSize, (page - 1) * pageSize],
  );
  return { count, ids: rows.map((row) => row.id) };
}

/** The id of the customer's order with this number; null when it is not theirs. */
export async function customerOrderId(
  db: Db,
  customer: { customerId: number; storeId: number },
  orderNo: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM sales_orders WHERE order_no = $1 AND customer_id = $2 AND store_id = $3',
    [orderNo, customer.customerId, customer.storeId],
  );
  return row?.id ?? null;
}
