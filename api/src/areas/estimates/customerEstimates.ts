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

/** An estimate's id and its contact's name, found by its public token; undefined when none. */
export async function estimateContactByToken(
  db: Db,
  token: string,
): Promise<{ id: number; name: string } | undefined> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.query<{ id: number; name: string }>(
    `SELECT id, trim(contact_first_name || ' ' || contact_last_name) AS name
     FROM estimates WHERE token_hash = $1`,
    [publicTokenHash(token)],
  );
  return row;
}

/** One of the customer's own estimates at their store, with their name; undefined when not theirs. */
export async function customerOwnEstimate(
  db: Db,
  customer: { customerId: number; storeId: number },
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.query<{ id: number; name: string }>(
    `SELECT e.id, trim(c.first_name || ' ' || c.last_name) AS name
     FROM estimates e JOIN customers c ON c.id = e.customer_id
     WHERE e.id = $1 AND e.customer_id = $2 AND e.store_id = $3`,
    [id, customer.customerId, customer.storeId],
  );
  return row;
}

/** The name of the estimate's contact, as its PDF addresses it. */
export async function estimateContactName(db: Db, id: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    `SELECT trim(contact_first_name || ' ' || contact_last_name) AS name FROM estimates WHERE id = $1`,
    [id],
  );
  return row?.name ?? '';
}
