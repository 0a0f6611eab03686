import type { Db } from '../../db/types';

// A store's order book at scale for the benchmark: `count` orders numbered from 3000001 on (the
// first number of a batch is its newest order), cycling through received, in progress, ready for
// pickup and completed; they have no lines.

/** Inserts the orders; null when the store does not exist. */
export function insertBulkOrders(db: Db, storeId: number, count: number) {
  return db.transaction(async (tx) => {
    const store = await tx.query('SELECT 1 FROM stores WHERE id = $1', [
      storeId,
    ]);
    if (store.length === 0) return null;
    const next = await tx.query<{ first: number }>(
      `SELECT COALESCE(MAX(order_no::integer) + 1, 3000001)::integer AS first
       FROM sales_orders WHERE order_no >= '3000001'`,
    );
    const first = next[0]?.first ?? 3000001;
    await tx.query(
      `INSERT INTO sales_orders (store_id, order_no, status, total, subtotal, payment_status, paid_on,
         contact_first_name, contact_last_name, contact_email, created_on)
       SELECT $1, ($2 + n - 1)::text, (ARRAY['new', 'in_progress', 'ready', 'completed'])[1 + n % 4],
         10 + n % 490, 10 + n % 490, 'paid', now() - make_interval(secs => n),
         'Bulk', 'Customer ' || n, 'bulk' || n || '@example.test', now() - make_interval(secs => n)
       FROM generate_series(1, $3::integer) AS n`,
      [storeId, first, count],
    );
    return { first_order_no: String(first), count };
  });
}
