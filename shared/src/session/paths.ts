import type { HostKind } from 'shared/tenant';

const PORTAL_ROLES = new Set([3, 4, 5]);
const VENDOR_ROLES = new Set([7, 8]);

/** Login path after sign-out: portal roles → /portal/login; customers and vendors → /login. */
export function loginPathFor(
  roleId: number | null | undefined,
  hostKind?: HostKind,
): string {
  if (roleId != null && PORTAL_ROLES.has(roleId)) return '/portal/login';
  if (roleId != null) return '/login';
  return hostKind === 'store-portal' ? '/portal/login' : '/login';
}

const SUPER_ADMIN = 5;

/**
 * Landing path after login: the super admin → /portal/stores (the stores list), store roles →
 * /portal/location, vendor roles → /portal/dashboard, customers → /.
 */
export function homePathFor(roleId: number | null | undefined): string {
  if (roleId === SUPER_ADMIN) return '/portal/stores';
  if (roleId != null && PORTAL_ROLES.has(roleId)) return '/portal/location';
  if (roleId != null && VENDOR_ROLES.has(roleId)) return '/portal/dashboard';
  return '/';
}
