import type { StoreLocation } from 'shared/contracts/storeLocations';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { listStoreLocations, LOCATION_MESSAGES } from './storeLocations';

// The store's default location: exactly one per store, moved in one transaction, and never
// removed (nor is a location an order, work order or estimate names).

/** Makes a location the store's default, the old default stops being it, in one transaction. */
export async function makeDefaultStoreLocation(
  db: Db,
  storeId: number,
  id: number,
): Promise<StoreLocation[]> {
  await db.transaction(async (tx) => {
    // The store's rows are locked first, so two owners' clicks cannot leave two defaults or none.
    const rows = await tx.query<{ id: number; is_default: boolean }>(
      'SELECT id, is_default FROM locations WHERE store_id = $1 ORDER BY id FOR UPDATE',
      [storeId],
    );
    const target = rows.find((row) => row.id === id);
    if (!target) throw notFound(LOCATION_MESSAGES.notFound);
    if (target.is_default) return;
    // Two statements: the unique index on the default is checked row by row.
    await tx.query(
      `UPDATE locations SET is_default = false, version = version + 1
       WHERE store_id = $1 AND is_default`,
      [storeId],
    );
    await tx.query(
      `UPDATE locations SET is_default = true, version = version + 1
       WHERE id = $1 AND store_id = $2`,
      [id, storeId],
    );
  });
  return listStoreLocations(db, storeId);
}

/** Removes a location that is not the default and that no order, work order or estimate names. */
export async function removeStoreLocation(
  db: Db,
  storeId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ is_default: boolean }>(
      'SELECT is_default FROM locations WHERE id = $1 AND store_id = $2 FOR UPDATE',
      [id, storeId],
    );
    if (!row) throw notFound(LOCATION_MESSAGES.notFound);
    if (row.is_default)
      throw new ApiError(
        409,
        'LOCATION.DEFAULT',
        LOCATION_MESSAGES.removeDefault,
      );
    const [usage] = await tx.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM sales_orders WHERE location_id = $1)
         OR EXISTS (SELECT 1 FROM estimates WHERE location_id = $1)
         OR EXISTS (SELECT 1 FROM work_orders WHERE location_id = $1) AS used`,
      [id],
    );
    if (usage?.used)
      throw new ApiError(409, 'LOCATION.IN_USE', LOCATION_MESSAGES.inUse);
    await tx.query('DELETE FROM locations WHERE id = $1 AND store_id = $2', [
      id,
      storeId,
    ]);
  });
}
