import type { Db } from '../../db/types';

/** The ids of a customer's estimates at their store, newest first (My Account's list). */
export async function customerEstimateIds(
  db: Db,
  customer: { customerId: number; storeId: number },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM estimates WHERE customer_id = $1 AND store_id = $2
     ORDER BY created_on DESC, id DESC`,
    [customer.customerId, customer.storeId],
  );
  return rows.map((row) => row.id);
}
