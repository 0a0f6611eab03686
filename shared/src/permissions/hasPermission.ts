import type { ModulePermission, RoleRecord } from 'shared/session';

/** A location id, or 'ANY' (any location granting it suffices). */
export type LocationScope = number | string | 'ANY';

const grants = (
  list: ModulePermission[] | null | undefined,
  module: number,
  level: number,
): boolean =>
  Array.isArray(list) &&
  list.some(
    (p) =>
      p &&
      p.module_id === module &&
      p.is_enable === 1 &&
      Array.isArray(p.permissions) &&
      p.permissions.includes(level),
  );

/**
 * The spec's permission check: no role → false; no permission record → true; otherwise the global
 * grant for the module, or (with a location) that location's grant, or (with 'ANY') any location's.
 */
export function hasPermission(
  role: RoleRecord | null | undefined,
  module: number,
  level: number,
  location?: LocationScope | null,
): boolean {
  if (!role) return false;
  const record = role.stores_permissions;
  if (record === null || record === undefined) return true;
  if (grants(record.global_permissions, module, level)) return true;
  if (location === undefined || location === null) return false;
  const locations = Array.isArray(record.locations_permissions)
    ? record.locations_permissions
    : [];
  if (location === 'ANY')
    return locations.some((l) => grants(l?.permissions, module, level));
  return locations.some(
    (l) =>
      l &&
      String(l.location_id) === String(location) &&
      grants(l.permissions, module, level),
  );
}
