import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import type {
  StoreLocation,
  StoreLocationEdit,
  StoreLocationInput,
} from 'shared/contracts/storeLocations';
import { ROLES } from '../../auth/permissions';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, notFound } from '../../errors';
import {
  ACCOUNT_MESSAGES,
  checkPhone,
  type FieldErrors,
  throwIfErrors,
} from '../../platform/fieldChecks';

// The store portal's locations (/portal/location, …/add, …/edit/{id}): the owner adds
// one within the plan's allowance, edits one at the version seen (stale: 409 with the location as
// it is now), makes one the default (exactly one per store), and removes one that is neither the
// default nor used by an order (./storeLocationDefault.ts). Another store's id is 404; staff and
// everyone else 403.

export const LOCATION_MESSAGES = {
  ownerOnly: 'Only the store owner manages its locations.',
  notFound: 'Location not found.',
  stale:
    'Someone else changed this location since you opened it. Here it is as it is now.',
  removeDefault:
    'This is your default location. Make another location the default first.',
  inUse:
    'This location has orders or estimates, so it cannot be removed. Keep it for their history.',
  limit: (allowed: number) =>
    `Your plan allows ${allowed} location${allowed === 1 ? '' : 's'} and your store has reached it. Add locations to your plan first.`,
} as const;

/** The ZIP rule of the onboarding's address step (api/src/areas/onboarding/onboardingSteps.ts). */
export const ZIP_REGEX = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

const COLUMNS = `id, store_id, name, coalesce(address_line1, '') AS address_line1,
  coalesce(city, '') AS city, coalesce(state, '') AS state, coalesce(zip, '') AS zip, phone,
  is_default, version`;

/** The caller's store when the caller is its owner; anyone else 403. */
export function ownerStoreIdOf(principal: Principal): number {
  const { role_id: roleId, store_id: storeId } = principal.user;
  if (roleId !== ROLES.storeOwner || storeId === null)
    throw forbidden(LOCATION_MESSAGES.ownerOnly);
  return storeId;
}

const required = (errors: FieldErrors, field: string, value?: string) => {
  const text = (value ?? '').trim();
  if (!text) errors[field] ??= ACCOUNT_MESSAGES.required;
  return text;
};

/** A location's fields, trimmed, in column order, or the 400 with every field's error. */
export function checkStoreLocation(body: StoreLocationInput) {
  const errors: FieldErrors = {};
  const values = [
    required(errors, 'name', body.name),
    required(errors, 'address_line1', body.address_line1),
    required(errors, 'city', body.city),
    required(errors, 'state', body.state),
    required(errors, 'zip', body.zip),
    checkPhone(errors, 'phone', body.phone),
  ];
  if (values[4] && !ZIP_REGEX.test(values[4]))
    errors.zip = ONBOARDING_MESSAGES.zip;
  throwIfErrors(errors);
  return values;
}

/** The store's locations, in the order of GET /locations. */
export function listStoreLocations(
  db: Db,
  storeId: number,
): Promise<StoreLocation[]> {
  return db.query<StoreLocation>(
    `SELECT ${COLUMNS} FROM locations WHERE store_id = $1 ORDER BY id`,
    [storeId],
  );
}

/** One of the store's locations; 404 when it is not the store's. */
export async function loadStoreLocation(
  db: Db,
  storeId: number,
  id: number,
): Promise<StoreLocation> {
  const [row] = await db.query<StoreLocation>(
    `SELECT ${COLUMNS} FROM locations WHERE id = $1 AND store_id = $2`,
    [id, storeId],
  );
  if (!row) throw notFound(LOCATION_MESSAGES.notFound);
  return row;
}

/**
 * How many locations the store's plan allows (included + bought extra), or null when the store has
 * no plan: the billing area answers it (wired in areaRoutes.ts) and locks the store, so adds run
 * one at a time.
 */
export type LocationAllowance = (
  tx: Db,
  storeId: number,
) => Promise<number | null>;

/** Adds a location within the plan's allowance; the store's first one becomes its default. */
export async function addStoreLocation(
  db: Db,
  storeId: number,
  body: StoreLocationInput,
  allowanceOf: LocationAllowance,
): Promise<StoreLocation> {
  const values = checkStoreLocation(body);
  const id = await db.transaction(async (tx) => {
    const allowed = await allowanceOf(tx, storeId); // locks the store: adds run one at a time
    const [counted] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM locations WHERE store_id = $1',
      [storeId],
    );
    const count = counted?.count ?? 0;
    if (allowed !== null && count >= allowed)
      throw new ApiError(
        409,
        'LOCATIONS.LIMIT',
        LOCATION_MESSAGES.limit(allowed),
      );
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO locations (store_id, name, address_line1, city, state, zip, phone, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [storeId, ...values, count === 0],
    );
    return row!.id;
  });
  return loadStoreLocation(db, storeId, id);
}

/** Edits a location the owner saw at `version`; a stale version is a 409 with it as it is now. */
export async function editStoreLocation(
  db: Db,
  storeId: number,
  id: number,
  body: StoreLocationEdit,
): Promise<StoreLocation> {
  await loadStoreLocation(db, storeId, id); // another store's id: 404 before any field check
  const values = checkStoreLocation(body);
  const updated = await db.query(
    `UPDATE locations SET name = $4, address_line1 = $5, city = $6, state = $7, zip = $8,
       phone = $9, version = version + 1
     WHERE id = $1 AND store_id = $2 AND version = $3 RETURNING id`,
    [id, storeId, body.version, ...values],
  );
  if (updated.length === 0)
    throw new ApiError(
      409,
      'CONFLICT',
      LOCATION_MESSAGES.stale,
      {},
      { current: await loadStoreLocation(db, storeId, id) },
    );
  return loadStoreLocation(db, storeId, id);
}
