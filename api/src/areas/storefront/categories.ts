import type { Db } from '../../db/types';

// A store's category lists, as its storefront shows them (by name).

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
