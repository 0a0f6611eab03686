import type {
  StaffMember,
  StaffPage,
  StaffQuery,
  StaffStatus,
  StoresPermissions,
} from 'shared/contracts/users';
import { STAFF_MESSAGES } from 'shared/contracts/users';
import { ROLES } from '../../auth/permissions';
import { assertStoreAccess, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, notFound } from '../../errors';

// The store's team: the staff list and one staff member with their permission record; the moves
// on it are staffChanges.ts's. Every statement names the store, so another store's staff id is
// simply not found.

interface StaffRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_active: boolean;
  is_invited: boolean;
  stores_permissions: StoresPermissions | null;
  version: number;
  invitation_expires_on: string | null;
}

const STAFF_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.is_active, u.is_invited,
    u.stores_permissions, u.version,
    (SELECT max(i.expires_at) FROM staff_invitations i
      WHERE i.user_id = u.id AND i.used_at IS NULL AND i.revoked_at IS NULL)::text AS invitation_expires_on
  FROM users u`;

const STATUS_SQL: Record<StaffStatus, string> = {
  invited: 'u.is_invited',
  active: 'NOT u.is_invited AND u.is_active',
  deactivated: 'NOT u.is_invited AND NOT u.is_active',
};

/** The store of the path, if the caller is its owner or the super admin; else 403. */
export function staffOwnerStore(principal: Principal, storeId: number): number {
  assertStoreAccess(principal, storeId);
  if (principal.user.role_id === ROLES.storeStaff)
    throw forbidden(STAFF_MESSAGES.ownerOnly);
  return storeId;
}

export const EMPTY_PERMISSIONS: StoresPermissions = {
  global_permissions: [],
  locations_permissions: [],
};

const statusOf = (row: StaffRow): StaffStatus =>
  row.is_invited ? 'invited' : row.is_active ? 'active' : 'deactivated';

const grantsSome = (list: StoresPermissions['global_permissions']) =>
  list.some((entry) => entry.is_enable === 1 && entry.permissions.length > 0);

type LocationNames = Map<number, string>;

export async function locationNames(
  db: Db,
  storeId: number,
): Promise<LocationNames> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM locations WHERE store_id = $1 ORDER BY id',
    [storeId],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toStaffMember(row: StaffRow, names: LocationNames): StaffMember {
  const permissions = row.stores_permissions ?? EMPTY_PERMISSIONS;
  const global = grantsSome(permissions.global_permissions);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    status: statusOf(row),
    locations: global
      ? null
      : permissions.locations_permissions
          .filter((entry) => grantsSome(entry.permissions))
          .map((entry) => ({
            id: entry.location_id,
            name: names.get(entry.location_id) ?? '',
          })),
    stores_permissions: permissions,
    invitation_expires_on: row.is_invited ? row.invitation_expires_on : null,
    version: row.version,
  };
}

/** A page of the store's staff, searched by name or email and filtered by status. */
export async function listStaff(
  db: Db,
  storeId: number,
  query: StaffQuery,
): Promise<StaffPage> {
  const params: unknown[] = [storeId, ROLES.storeStaff];
  const where = ['u.store_id = $1', 'u.role_id = $2'];
  const search = query.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(u.email ILIKE $${params.length} OR (u.first_name || ' ' || u.last_name) ILIKE $${params.length})`,
    );
  }
  const counts = await db.query<{ status: StaffStatus; n: number }>(
    `SELECT CASE WHEN u.is_invited THEN 'invited' WHEN u.is_active THEN 'active' ELSE 'deactivated' END AS status,
       count(*)::int AS n
     FROM users u WHERE ${where.join(' AND ')} GROUP BY 1`,
    params,
  );
  const statusCounts = Object.fromEntries(
    counts.map((row) => [row.status, row.n]),
  );
  if (query.status) where.push(STATUS_SQL[query.status]);
  const count = query.status
    ? (statusCounts[query.status] ?? 0)
    : counts.reduce((sum, row) => sum + row.n, 0);
  params.push(query.page_size, (query.page - 1) * query.page_size);
  const rows = await db.query<StaffRow>(
    `${STAFF_SELECT} WHERE ${where.join(' AND ')}
     ORDER BY lower(u.first_name), lower(u.last_name), lower(u.email), u.id
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const names = await locationNames(db, storeId);
  return {
    results: rows.map((row) => toStaffMember(row, names)),
    count,
    page: query.page,
    page_size: query.page_size,
    status_counts: statusCounts,
  };
}

export const staffNotFound = () => notFound('Staff member not found.');

/** One staff member of the store (404 for any other id), optionally locked for a change. */
export async function findStaff(
  db: Db,
  storeId: number,
  id: number,
  lock = false,
): Promise<StaffMember> {
  const rows = await db.query<StaffRow>(
    `${STAFF_SELECT} WHERE u.id = $1 AND u.store_id = $2 AND u.role_id = $3${lock ? ' FOR UPDATE OF u' : ''}`,
    [id, storeId, ROLES.storeStaff],
  );
  if (!rows[0]) throw staffNotFound();
  return toStaffMember(rows[0], await locationNames(db, storeId));
}

/** The 409 of a save that started from an older version; `current` is the staff member now. */
export const staffConflict = (current: StaffMember) =>
  new ApiError(409, 'CONFLICT', STAFF_MESSAGES.stale, {}, { current });
