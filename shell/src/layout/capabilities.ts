import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import type { Session } from 'shared/session';
import type { MountedPages } from '../pages/hostPages';
import { joinPath } from '../pages/match';
import { hasRole } from '../pages/access';

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

/** The profile page a mounted remote declares for the session's role, or null. */
export function profilePathFor(
  role: Session['role'],
  mounted: readonly MountedPages[],
): string | null {
  if (!role) return null;
  for (const { base, pages } of mounted) {
    const page = pages.pages.find((p) => p.profile && hasRole(role, p.profile));
    if (page) return joinPath(base, page.path);
  }
  return null;
}

/** The public site of a store address, on the current protocol and port. */
export function publicSiteUrl(
  storeUrl: string,
  loc: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  if (/^https?:\/\//.test(storeUrl)) return storeUrl;
  return `${loc.protocol}//${storeUrl}${loc.port ? `:${loc.port}` : ''}`;
}

export function headerCapabilities(
  session: Session,
  mounted: readonly MountedPages[] = [],
): HeaderCapabilities {
  const roleId = session.role?.role_id ?? null;
  const isSuperAdmin = roleId === ROLES.SUPER_ADMIN;
  const name = session.user?.first_name?.trim();
  return {
    // Notifications: non-super-admin users who may create sales orders in any location.
    showBell:
      !isSuperAdmin &&
      hasPermission(session.role, MODULES.SALES_ORDER, LEVELS.CREATE, 'ANY'),
    publicSiteUrl:
      !isSuperAdmin && session.store?.url
        ? publicSiteUrl(session.store.url)
        : null,
    profilePath: profilePathFor(session.role, mounted),
    displayName: name || 'Not Found',
    initial: name ? name.charAt(0).toUpperCase() : null,
  };
}
