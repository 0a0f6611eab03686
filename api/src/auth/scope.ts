import type { Db } from '../db/types';
import { forbidden, notFound } from '../errors';
import { grantedLocationIds } from './permissions';
import { isStoreRole, isSuperAdmin, type Principal } from './principal';

// Store-side records that belong to a store and one of its locations (sales orders, estimates, and
// the work orders to come): which of them a caller may reach, and the one loader every store-side
// route of such a record goes through.

/** The permission module and level that a store-side route needs. */
export interface StorePermission {
  module: number;
  level: number;
}

/**
 * What a caller may reach with a permission: one store (`null`: every store, the super admin) and
 * some of its locations (`null`: every location, from a global grant or no permission record).
 */
export interface RecordScope {
  storeId: number | null;
  locationIds: number[] | null;
}

/** Where a located record sits. */
export interface RecordPlace {
  id: number;
  store_id: number;
  location_id: number | null;
}

/** Tables whose rows belong to a store and a location of it (migration 0009). */
export type LocatedTable = 'sales_orders' | 'estimates';

/**
 * The caller's scope for a permission, decided without reading any record: 403 when the caller's
 * role can never use it (not a store role nor the super admin, or no grant of it at any location),
 * the same answer for every id.
 */
export function recordScope(
  principal: Principal,
  permission: StorePermission,
): RecordScope {
  if (isSuperAdmin(principal)) return { storeId: null, locationIds: null };
  const storeId = principal.user.store_id;
  if (!isStoreRole(principal.user.role_id) || storeId === null)
    throw forbidden();
  const locationIds = grantedLocationIds(
    principal.role,
    permission.module,
    permission.level,
  );
  if (locationIds !== null && locationIds.length === 0) throw forbidden();
  return { storeId, locationIds };
}

/** Whether a record is in the scope; a record without a location needs every location. */
export function isInScope(
  scope: RecordScope,
  place: Pick<RecordPlace, 'store_id' | 'location_id'>,
): boolean {
  if (scope.storeId !== null && place.store_id !== scope.storeId) return false;
  if (scope.locationIds === null) return true;
  return (
    place.location_id !== null && scope.locationIds.includes(place.location_id)
  );
}

/**
 * Loads where a record of `table` sits, if the caller may use it with `permission`; else 403 (the
 * role can never use it, whatever the id) or 404 `message`. A missing id, another store's record
 * and a record of the caller's store at a location they hold no grant for all answer the same 404,
 * so no answer tells which ids exist elsewhere. Load the full record after this call.
 */
export async function findScopedRecord(
  db: Db,
  principal: Principal,
  table: LocatedTable,
  id: number,
  permission: StorePermission,
  message: string,
): Promise<RecordPlace> {
  const scope = recordScope(principal, permission);
  const rows = await db.query<RecordPlace>(
    `SELECT id, store_id, location_id FROM ${table} WHERE id = $1`,
    [id],
  );
  const place = rows[0];
  if (!place || !isInScope(scope, place)) throw notFound(message);
  return place;
}

/**
 * The SQL condition that limits a list of a located table (under `alias`) to the scope, pushing its
 * values onto `params`: `WHERE ${scopeCondition(scope, 'o', params)} AND …` in a list route.
 */
export function scopeCondition(
  scope: RecordScope,
  alias: string,
  params: unknown[],
): string {
  const parts: string[] = [];
  if (scope.storeId !== null) {
    params.push(scope.storeId);
    parts.push(`${alias}.store_id = $${params.length}`);
  }
  if (scope.locationIds !== null) {
    params.push(scope.locationIds);
    parts.push(`${alias}.location_id = ANY($${params.length}::int[])`);
  }
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}
