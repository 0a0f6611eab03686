import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import type { Session } from 'shared/session';

/** What the admin header shows for a session; all role logic lives here, not in JSX. */
export interface HeaderCapabilities {
  showBell: boolean;
  /** the store's public site, or null (super admin, vendors, unknown store) */
  publicSiteUrl: string | null;
  /** profile page of the user, or null */
  profilePath: string | null;
  displayName: string;
  initial: string | null;
}

const PROFILE_PATHS: Record<number, string> = {
  [ROLES.STORE_STAFF]: '/portal/store-staff-profile',
  [ROLES.STORE_OWNER]: '/portal/store-profile',
  [ROLES.VENDOR_OWNER]: '/portal/vendor-profile',
  [ROLES.VENDOR_STAFF]: '/portal/vendor-profile',
};

/** The public site of a store address, on the current protocol and port. */
export function publicSiteUrl(
  storeUrl: string,
  loc: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  if (/^https?:\/\//.test(storeUrl)) return storeUrl;
  return `${loc.protocol}//${storeUrl}${loc.port ? `:${loc.port}` : ''}`;
}

export function headerCapabilities(session: Session): HeaderCapabilities {
  const roleId = session.role?.role_id ?? null;
  const isSuperAdmin = roleId === ROLES.SUPER_ADMIN;
  const name = session.user?.first_name?.trim();
  return {
    // Notifications: non-super-admin users who may create sales orders in any location (spec section 6).
    showBell:
      !isSuperAdmin &&
      hasPermission(session.role, MODULES.SALES_ORDER, LEVELS.CREATE, 'ANY'),
    publicSiteUrl:
      !isSuperAdmin && session.store?.url
        ? publicSiteUrl(session.store.url)
        : null,
    profilePath: roleId !== null ? (PROFILE_PATHS[roleId] ?? null) : null,
    displayName: name || 'Not Found',
    initial: name ? name.charAt(0).toUpperCase() : null,
  };
}
