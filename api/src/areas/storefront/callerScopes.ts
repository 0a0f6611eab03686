import type { Db } from '../../db/types';
import { toStoreDetails, type StoreRow } from './stores';

// What a signed-in user belongs to: the stores (every one for the platform's admin), a store's
// locations and a vendor user's vendor.

const LOCATION_COLUMNS =
  'id, store_id, name, address_line1, city, state, zip, phone, is_default';

/** Every store, by id (the platform admin's list). */
export async function allStoreDetails(db: Db) {
  const stores = await db.query<StoreRow>(
    'SELECT *, top_up_amount::text AS top_up_amount FROM stores ORDER BY id',
  );
  return stores.map(toStoreDetails);
}

/** A store's locations, by id; `locationIds` null means all of them. */
export function storeLocations(
  db: Db,
  storeId: number,
  locationIds: number[] | null,
) {
  return db.query(
    `SELECT ${LOCATION_COLUMNS} FROM locations
     WHERE store_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[])) ORDER BY id`,
    [storeId, locationIds],
  );
}

/** A vendor's name and its owner's name; null when there is no such vendor. */
export async function vendorSummary(db: Db, vendorId: number) {
  const [vendor] = await db.query<{
    id: number;
    name: string;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT v.id, v.name, o.first_name, o.last_name FROM vendors v LEFT JOIN users o ON o.id = v.owner_user_id
     WHERE v.id = $1`,
    [vendorId],
  );
  if (!vendor) return null;
  return {
    id: vendor.id,
    name: vendor.name,
    owner: { first_name: vendor.first_name, last_name: vendor.last_name },
  };
}
