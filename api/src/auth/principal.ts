import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedConfig } from '../config';
import type { Db } from '../db/types';
import { forbidden, notAuthenticated, tokenNotValid } from '../errors';
import {
  hasPermission,
  ROLES,
  type RoleRecord,
  type StoresPermissions,
} from './permissions';
import { verifyAccessToken } from './tokens';

export interface UserRow {
  id: number;
  kind: 'portal' | 'vendor' | 'customer';
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role_id: number;
  store_id: number | null;
  vendor_id: number | null;
  stores_permissions: StoresPermissions | null;
  is_active: boolean;
  /** the portal language the user chose, or null */
  language: string | null;
  customer_id: number | null;
}

/** The authenticated caller of a request. */
export interface Principal {
  user: UserRow;
  role: RoleRecord;
  /** The login (refresh-token family) of the access token. */
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const USER_COLUMNS = `u.id, u.kind, u.email, u.password_hash, u.first_name, u.last_name, u.role_id, u.store_id,
  u.vendor_id, u.stores_permissions, u.is_active, u.language, c.id AS customer_id`;

export async function loadUser(
  db: Db,
  userId: number,
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export const roleRecordOf = (user: UserRow): RoleRecord => ({
  role_id: user.role_id,
  stores_permissions: user.stores_permissions,
});

/**
 * onRequest hook: a valid bearer access token of a live login OF THAT USER (a token whose `sid` is
 * another user's login is refused), else 401 (before any validation).
 */
export function authenticate(db: Db, config: ResolvedConfig) {
  return async function requireAuth(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw notAuthenticated();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw tokenNotValid();
    const claims = verifyAccessToken(match[1]!, config);
    if (!claims) throw tokenNotValid();
    const rows = await db.query<UserRow & { live: boolean }>(
      `SELECT ${USER_COLUMNS},
         EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.user_id = u.id AND r.revoked_at IS NULL) AS live
       FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE u.id = $1`,
      [Number(claims.sub), claims.sid],
    );
    const row = rows[0];
    if (!row || !row.live || !row.is_active) throw tokenNotValid();
    const { live: _live, ...user } = row;
    request.principal = {
      user,
      role: roleRecordOf(user),
      familyId: claims.sid,
    };
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}

export const isStoreRole = (roleId: number) =>
  roleId === ROLES.storeOwner || roleId === ROLES.storeStaff;
export const isVendorRole = (roleId: number) =>
  roleId === ROLES.vendorOwner || roleId === ROLES.vendorStaff;
export const isSuperAdmin = (principal: Principal) =>
  principal.user.role_id === ROLES.superAdmin;

/**
 * Store data access: super admin any store; store owner/staff only their own store, and only with
 * the module permission when one is asked for. Everyone else: 403. For store-level data only (the
 * catalogue, the store's locations); a record that belongs to a location (an order, an estimate)
 * goes through findScopedRecord (auth/scope.ts), which checks that location and answers 404.
 */
export function assertStoreAccess(
  principal: Principal,
  storeId: number,
  permission?: { module: number; level: number; location?: number | 'ANY' },
): void {
  if (isSuperAdmin(principal)) return;
  if (
    !isStoreRole(principal.user.role_id) ||
    principal.user.store_id !== storeId
  )
    throw forbidden();
  if (
    permission &&
    !hasPermission(
      principal.role,
      permission.module,
      permission.level,
      permission.location ?? 'ANY',
    )
  ) {
    throw forbidden();
  }
}

/**
 * For routes a guest may call: no token is fine, but a given one must be valid (a 401 lets the
 * client refresh it), and then the request carries its principal.
 */
export function optionalAuthenticate(db: Db, config: ResolvedConfig) {
  const requireAuth = authenticate(db, config);
  return async function optionalAuth(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (request.headers.authorization) await requireAuth(request, reply);
  };
}
