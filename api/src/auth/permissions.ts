import type { ModulePermission, RoleRecord } from 'shared/contracts/session';
import type { StoresPermissions } from 'shared/contracts/users';

// The server-side permission check.

export const ROLES = {
  customer: 1,
  storeStaff: 3,
  storeOwner: 4,
  superAdmin: 5,
  vendorOwner: 7,
  vendorStaff: 8,
} as const;

export const MODULES = {
  dashboard: 1,
  address: 2,
  customer: 3,
  service: 4,
  salesOrder: 5,
  workOrder: 6,
  billing: 7,
  integration: 8,
  vendorManagement: 9,
  settings: 10,
  users: 11,
  estimates: 12,
  refund: 13,
  discount: 14,
  login: 15,
  pos: 16,
} as const;

export const LEVELS = {
  disable: 0,
  create: 1,
  edit: 2,
  view: 3,
  delete: 4,
} as const;

export type { RoleRecord, StoresPermissions };

function grants(
  list: ModulePermission[] | undefined,
  module: number,
  level: number,
): boolean {
  return (list ?? []).some(
    (entry) =>
      entry.module_id === module &&
      entry.is_enable === 1 &&
      entry.permissions.includes(level),
  );
}

/**
 * No role: deny. A role without a permission record: allow. Otherwise the global permission of
 * the module, or (when a location is given) that location's permission; 'ANY' = any location.
 */
export function hasPermission(
  role: RoleRecord | null | undefined,
  module: number,
  level: number,
  location?: number | 'ANY',
): boolean {
  if (!role) return false;
  const record = role.stores_permissions;
  if (record === null || record === undefined) return true;
  if (grants(record.global_permissions, module, level)) return true;
  if (location === undefined) return false;
  return (record.locations_permissions ?? []).some(
    (entry) =>
      (location === 'ANY' || entry.location_id === location) &&
      grants(entry.permissions, module, level),
  );
}

/**
 * The locations where the role holds a module's level: `null` means every location (no permission
 * record, or a global grant); otherwise the ids of the location entries that grant it (maybe none).
 */
export function grantedLocationIds(
  role: RoleRecord,
  module: number,
  level: number,
): number[] | null {
  const record = role.stores_permissions;
  if (record === null || record === undefined) return null;
  if (grants(record.global_permissions, module, level)) return null;
  return (record.locations_permissions ?? [])
    .filter((entry) => grants(entry.permissions, module, level))
    .map((entry) => entry.location_id);
}

const grantsAnything = (list: ModulePermission[] | undefined) =>
  (list ?? []).some(
    (entry) =>
      entry.is_enable === 1 && entry.permissions.some((level) => level > 0),
  );

/**
 * The caller's locations (the location list, the location picker after login): `null` means every
 * location of the store (no permission record, or any global grant); otherwise the locations whose
 * entry grants some module at some level.
 */
export function accessibleLocationIds(role: RoleRecord): number[] | null {
  const record = role.stores_permissions;
  if (record === null || record === undefined) return null;
  if (grantsAnything(record.global_permissions)) return null;
  return (record.locations_permissions ?? [])
    .filter((entry) => grantsAnything(entry.permissions))
    .map((entry) => entry.location_id);
}

/** Modules in which the record grants any enabled level (the login's `access_modules`). */
export function accessModules(role: RoleRecord): number[] {
  if (!role.stores_permissions) return Object.values(MODULES);
  const modules = new Set<number>();
  const add = (list: ModulePermission[]) =>
    list
      .filter(
        (entry) =>
          entry.is_enable === 1 && entry.permissions.some((l) => l > 0),
      )
      .forEach((entry) => modules.add(entry.module_id));
  add(role.stores_permissions.global_permissions ?? []);
  (role.stores_permissions.locations_permissions ?? []).forEach((entry) =>
    add(entry.permissions),
  );
  return [...modules].sort((a, b) => a - b);
}
