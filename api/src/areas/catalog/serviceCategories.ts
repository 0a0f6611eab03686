import {
  STORE_SERVICE_MESSAGES,
  type StoreServiceCategory,
} from 'shared/contracts/storeServices';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';

// The store portal's service categories: the list with each one's service count, add, rename,
// and remove while no service uses it. Names are unique per store, in any case.

/** The store's categories with how many services each holds, by name. */
export const listCategories = (db: Db, storeId: number) =>
  db.query<StoreServiceCategory>(
    `SELECT c.id, c.name, (SELECT count(*)::int FROM services s WHERE s.category_id = c.id) AS service_count
     FROM service_categories c WHERE c.store_id = $1 ORDER BY lower(c.name), c.id`,
    [storeId],
  );

async function assertNameFree(
  db: Db,
  storeId: number,
  name: string,
  exceptId = 0,
) {
  const [taken] = await db.query(
    'SELECT 1 FROM service_categories WHERE store_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [storeId, name, exceptId],
  );
  if (taken)
    throw validationError({ name: STORE_SERVICE_MESSAGES.categoryTaken });
}

/** One of the store's categories with its service count (404 when not the store's). */
export async function loadCategory(db: Db, id: number, storeId: number) {
  const [row] = (await listCategories(db, storeId)).filter((c) => c.id === id);
  if (!row) throw notFound(STORE_SERVICE_MESSAGES.categoryNotFound);
  return row;
}

/** A new category (400 when the store has one of that name). */
export async function addCategory(db: Db, storeId: number, name: string) {
  const trimmed = name.trim();
  await assertNameFree(db, storeId, trimmed);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO service_categories (store_id, name) VALUES ($1, $2) RETURNING id',
    [storeId, trimmed],
  );
  return loadCategory(db, row!.id, storeId);
}

/** Renames a category (404 when not the store's, 400 when the name is taken). */
export async function renameCategory(
  db: Db,
  id: number,
  storeId: number,
  name: string,
) {
  await loadCategory(db, id, storeId);
  const trimmed = name.trim();
  await assertNameFree(db, storeId, trimmed, id);
  await db.query('UPDATE service_categories SET name = $2 WHERE id = $1', [
    id,
    trimmed,
  ]);
  return loadCategory(db, id, storeId);
}

/** Removes an unused category (409 while a service uses it). */
export async function removeCategory(db: Db, id: number, storeId: number) {
  const category = await loadCategory(db, id, storeId);
  if (category.service_count > 0)
    throw new ApiError(
      409,
      'CATEGORY.IN_USE',
      STORE_SERVICE_MESSAGES.categoryInUse,
    );
  await db.query('DELETE FROM service_categories WHERE id = $1', [id]);
}
