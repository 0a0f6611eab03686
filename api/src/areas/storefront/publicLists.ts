import type { Db } from '../../db/types';

// Lists a store's storefront shows to anyone: its categories (by name) and the insurance plans it
// offers at checkout.

export function serviceCategories(db: Db, storeId: number) {
  return db.query(
    'SELECT id, name FROM service_categories WHERE store_id = $1 ORDER BY name, id',
    [storeId],
  );
}

export function itemCategories(db: Db, storeId: number) {
  return db.query(
    'SELECT id, name FROM item_categories WHERE store_id = $1 ORDER BY name, id',
    [storeId],
  );
}

/** The offered insurance plans, the store's selected one (the storefront's active insurance) first. */
export function offeredInsurances(db: Db, storeId: number) {
  return db.query(
    `SELECT id, name, rate::text AS rate, price::text AS price, is_selected FROM insurances
     WHERE store_id = $1 AND is_active ORDER BY is_selected DESC, name, id`,
    [storeId],
  );
}
