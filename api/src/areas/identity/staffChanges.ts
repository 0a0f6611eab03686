import type { StaffMember, StoresPermissions } from 'shared/contracts/users';
import { STAFF_MESSAGES } from 'shared/contracts/users';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { revokeLoginsOfUser } from '../../auth/tokens';
import { findStaff, locationNames, staffConflict } from './staff';

// The moves on a store's staff member: a checked permission record saved, deactivated or
// reactivated, each under the version the owner saw. Every statement names the store.

/**
 * Checks a permission record against the store: every location must be one of its own (400 with
 * the field of the first unknown one). Levels are kept sorted and unique, one entry per module.
 */
export async function checkPermissions(
  db: Db,
  storeId: number,
  permissions: StoresPermissions,
): Promise<StoresPermissions> {
  const names = await locationNames(db, storeId);
  const errors: Record<string, string> = {};
  permissions.locations_permissions.forEach((entry, index) => {
    if (!names.has(entry.location_id))
      errors[`locations_permissions.${index}.location_id`] ??=
        STAFF_MESSAGES.unknownLocation;
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const clean = (list: StoresPermissions['global_permissions']) => {
    const byModule = new Map<number, (typeof list)[number]>();
    for (const entry of list) {
      const levels = [...new Set(entry.permissions)]
        .filter((level) => level > 0)
        .sort((a, b) => a - b);
      byModule.set(entry.module_id, { ...entry, permissions: levels });
    }
    return [...byModule.values()].sort((a, b) => a.module_id - b.module_id);
  };
  const byLocation = new Map<number, StoresPermissions['global_permissions']>();
  for (const entry of permissions.locations_permissions)
    byLocation.set(entry.location_id, clean(entry.permissions));
  return {
    global_permissions: clean(permissions.global_permissions),
    locations_permissions: [...byLocation.entries()]
      .sort(([a], [b]) => a - b)
      .map(([location_id, list]) => ({ location_id, permissions: list })),
  };
}

/** Locks the staff member and checks the version the owner saw (409 with the current record). */
export async function lockStaff(
  tx: Db,
  storeId: number,
  id: number,
  version: number,
): Promise<StaffMember> {
  const current = await findStaff(tx, storeId, id, true);
  if (current.version !== version) throw staffConflict(current);
  return current;
}

/** Saves a permission record; the staff member's next request is checked against it. */
export async function savePermissions(
  db: Db,
  storeId: number,
  id: number,
  version: number,
  permissions: StoresPermissions,
): Promise<StaffMember> {
  const clean = await checkPermissions(db, storeId, permissions);
  return db.transaction(async (tx) => {
    await lockStaff(tx, storeId, id, version);
    await tx.query(
      'UPDATE users SET stores_permissions = $2, version = version + 1 WHERE id = $1',
      [id, JSON.stringify(clean)],
    );
    return findStaff(tx, storeId, id);
  });
}

/**
 * Deactivates (their logins end at once: every refresh token revoked, the next request refused)
 * or reactivates a staff member who has signed up. An invited person is withdrawn instead (409).
 */
export async function setStaffActive(
  db: Db,
  storeId: number,
  id: number,
  version: number,
  active: boolean,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const current = await lockStaff(tx, storeId, id, version);
    if (current.status === 'invited')
      throw new ApiError(
        409,
        'STAFF_INVITED',
        'This person has not signed up yet: withdraw the invitation instead.',
      );
    await setUserActive(tx, id, active);
    return findStaff(tx, storeId, id);
  });
}

/**
 * Inside the change's transaction: activates or deactivates a signed-up user of a store's staff or
 * a vendor's team (its version moves on); deactivating ends all their logins at once.
 */
export async function setUserActive(
  tx: Db,
  id: number,
  active: boolean,
): Promise<void> {
  await tx.query(
    'UPDATE users SET is_active = $2, version = version + 1 WHERE id = $1',
    [id, active],
  );
  if (!active) await revokeLoginsOfUser(tx, id);
}
