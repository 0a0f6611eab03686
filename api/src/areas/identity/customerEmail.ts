import type { Db } from '../../db/types';

/** A customer's email; null for no customer (a guest) or an id no customer has. */
export async function customerEmail(
  db: Db,
  customerId: number | null,
): Promise<string | null> {
  if (customerId === null) return null;
  const [account] = await db.query<{ email: string }>(
    'SELECT email FROM customers WHERE id = $1',
    [customerId],
  );
  return account?.email ?? null;
}
