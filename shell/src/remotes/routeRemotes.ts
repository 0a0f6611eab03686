import type { RemoteKey } from 'shared/contracts';
import type { RemotePages } from 'shared/contracts/pages';
import type { HostKind } from 'shared/tenant';
import { findPage, matchesRoute } from '../pages/match';
import {
  SERVICE_BUILDER_BASE,
  VENDOR_SERVICE_BUILDER_BASE,
} from '../routing/paths';

// No shared singleton imports (not even react-router): the shell's entry reads this module before the
// share scope exists (earlyPreload.ts).

export { matchesRoute };

/** One exposed module a page renders. */
export interface RouteRemote {
  remote: RemoteKey;
  expose: string;
}

/**
 * The remote modules the page at `pathname` renders first on this host kind (the route tables of
 * routing/routes.tsx and routing/PortalRoutes.tsx): what the shell preloads. Signed-in admin pages
 * also render the notifications bell. A portal page someone signed out opens is its login page,
 * the portal's own. On the vendor host the service builder's declaration (when known) says which
 * pages are its.
 */
export function routeRemotes(
  kind: HostKind,
  pathname: string,
  signedIn: boolean,
  builderPages: RemotePages | null = null,
): RouteRemote[] {
  const routes = (remote: RemoteKey): RouteRemote => ({
    remote,
    expose: 'Routes',
  });
  // The admin frame (with the bell) is what signed-in users see under /portal.
  const bell: RouteRemote[] =
    signedIn && matchesRoute('/portal/*', pathname)
      ? [{ remote: 'notifications', expose: 'NotificationBell' }]
      : [];
  if (kind === 'storefront') return [routes('storefront')];
  if (kind === 'vendor') {
    const builds =
      signedIn &&
      builderPages !== null &&
      findPage(builderPages, VENDOR_SERVICE_BUILDER_BASE, pathname, kind) !==
        null;
    return [routes(builds ? 'serviceBuilder' : 'vendorPortal'), ...bell];
  }
  if (pathname === '/') return [];
  if (matchesRoute(`${SERVICE_BUILDER_BASE}/*`, pathname))
    return signedIn ? [routes('serviceBuilder'), ...bell] : [];
  return [routes('storePortal'), ...bell];
}
