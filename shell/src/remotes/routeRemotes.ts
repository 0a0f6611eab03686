import type { RemoteKey } from 'shared/contracts';
import type { HostKind } from 'shared/tenant';
import {
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_BASE,
  STORE_PORTAL_PUBLIC_PATHS,
  VENDOR_SERVICE_PATHS,
} from '../routing/paths';

// No shared singleton imports (not even react-router): the shell's entry reads this module before the
// share scope exists (earlyPreload.ts).

/**
 * Whether `pathname` matches a route pattern as the routers match it: `:name` is one segment, a
 * trailing `/*` any rest (none included), letter case and a trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const parts = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const want = parts(pattern);
  const got = parts(pathname);
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? got.length < want.length : got.length !== want.length)
    return false;
  return want.every((w, i) => (w.startsWith(':') ? true : w === got[i]));
}

/** One exposed module a page renders. */
export interface RouteRemote {
  remote: RemoteKey;
  expose: string;
}

const matchesAny = (paths: string[], pathname: string) =>
  paths.some((p) => matchesRoute(p, pathname));

/**
 * The remote modules the page at `pathname` renders first on this host kind (the route tables of
 * routing/routes.tsx and routing/PortalRoutes.tsx): what the shell preloads. Signed-in admin pages
 * also render the notifications bell. Remotes the route does not use are never named.
 */
export function routeRemotes(
  kind: HostKind,
  pathname: string,
  signedIn: boolean,
): RouteRemote[] {
  const routes = (remote: RemoteKey): RouteRemote => ({
    remote,
    expose: 'Routes',
  });
  const bell: RouteRemote[] = signedIn
    ? [{ remote: 'notifications', expose: 'NotificationBell' }]
    : [];
  if (kind === 'storefront') return [routes('storefront')];
  if (kind === 'vendor') {
    if (!matchesRoute('/portal/*', pathname)) return [routes('vendorPortal')];
    if (!signedIn) return [];
    return [
      routes(
        matchesAny(VENDOR_SERVICE_PATHS, pathname)
          ? 'serviceBuilder'
          : 'vendorPortal',
      ),
      ...bell,
    ];
  }
  if (pathname === '/') return [];
  if (matchesRoute(`${SERVICE_BUILDER_BASE}/*`, pathname))
    return signedIn ? [routes('serviceBuilder'), ...bell] : [];
  if (matchesRoute(`${STORE_PORTAL_BASE}/*`, pathname)) {
    if (matchesAny(STORE_PORTAL_PUBLIC_PATHS, pathname))
      return [routes('storePortal')];
    return signedIn ? [routes('storePortal'), ...bell] : [];
  }
  return [routes('storePortal')];
}
