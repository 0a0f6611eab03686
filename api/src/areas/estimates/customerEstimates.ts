import type { Db } from '../../db/types';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';

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

/** The id of the estimate with this public token, or null (looked up by the token's hash). */
export async function estimateIdByToken(
  db: Db,
  token: string,
): Promise<number | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM estimates WHERE token_hash = $1',
    [publicTokenHash(token)],
  );
  return row?.id ?? null;
}
