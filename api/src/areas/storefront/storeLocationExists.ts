import type { Db } from '../../db/types';

/** Whether the location is one of the store's (another store's id answers false). */
export async function isStoreLocation(
  db: Db,
  storeId: number,
  locationId: number,
): Promise<boolean> {
  const [location] = await db.query(
    'SELECT id FROM locations WHERE id = $1 AND store_id = $2',
    [locationId, storeId],
  );
  return location !== undefined;
}
