import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'shared/router';
import type { RemoteKey } from 'shared/contracts';
import { STORE_ROLES, VENDOR_ROLES } from 'shared/permissions';
import { homePathFor, useSession } from 'shared/session';
import type { HostKind } from 'shared/tenant';
import { NotFoundPage } from 'shared/ui';
import { SkipLink } from '../a11y/SkipLink';
import { AdminLayout as AdminFrame } from '../layout/AdminLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { useRemotePages } from '../pages/hostPages';
import { findPage, isPublicPage, matchesRoute } from '../pages/match';
import { RemoteRoutes } from '../remotes/remoteSlots';
import { PageGuard, RequireAuth } from './guards';
import {
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_BASE,
  STORE_PORTAL_LOGIN,
  VENDOR_LOGIN,
  VENDOR_SERVICE_BUILDER_BASE,
} from './paths';

// The portal hosts' route tables. routes.tsx loads this module lazily, so a storefront host never
// downloads the admin layout or antd (ADR 0002). The shell keeps the host rules (which remote is
// mounted where, which roles sign in on which host, the login paths); whether a page is public,
// who may open it, its menu entry and title come from the remote's page declaration (ADR 0030).

/** The admin layout behind its skip link (the first focusable element of the page). */
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AdminFrame>{children}</AdminFrame>
    </>
  );
}

/** Props of RemoteArea. */
interface RemoteAreaProps {
  remote: Exclude<RemoteKey, 'notifications'>;
  base: string;
  kind: Exclude<HostKind, 'storefront'>;
  /** the host's login path (always public) and the roles that sign in there */
  loginPath: string;
  roles: readonly number[];
}

/**
 * A remote mounted at `base`: its public pages (and the host's login path) in the plain layout,
 * any other page behind the host's login in the admin layout, with the page's declared roles and
 * permission applied.
 */
function RemoteArea({ remote, base, kind, loginPath, roles }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const declared = useRemotePages(remote);
  const slot = <RemoteRoutes remote={remote} basePath={base} />;
  if (
    matchesRoute(loginPath, pathname) ||
    isPublicPage(declared, base, pathname, kind)
  )
    return <PlainLayout>{slot}</PlainLayout>;
  const page = declared ? findPage(declared, base, pathname, kind) : null;
  return (
    <RequireAuth roles={roles} loginPath={loginPath}>
      <AdminLayout>
        <PageGuard page={page} namespace={declared?.namespace ?? ''}>
          {slot}
        </PageGuard>
      </AdminLayout>
    </RequireAuth>
  );
}

/** Paths outside /portal: the store portal's public pages at the root of the host; else not found. */
function StorePortalRootFallback() {
  const { pathname } = useLocation();
  const declared = useRemotePages('storePortal');
  if (!isPublicPage(declared, '', pathname, 'store-portal'))
    return <NotFoundPage />;
  return (
    <PlainLayout>
      <RemoteRoutes remote="storePortal" basePath="" />
    </PlainLayout>
  );
}

function StorePortalHome() {
  const { access, role } = useSession();
  const signedIn = Boolean(
    access && role && STORE_ROLES.includes(role.role_id),
  );
  return (
    <Navigate
      to={signedIn ? homePathFor(role?.role_id) : STORE_PORTAL_LOGIN}
      replace
    />
  );
}

const STORE_HOST = {
  kind: 'store-portal',
  loginPath: STORE_PORTAL_LOGIN,
  roles: STORE_ROLES,
} as const;

/** app / live hosts. */
export function StorePortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<StorePortalHome />} />
      <Route
        path={`${SERVICE_BUILDER_BASE}/*`}
        element={
          <RemoteArea
            remote="serviceBuilder"
            base={SERVICE_BUILDER_BASE}
            {...STORE_HOST}
          />
        }
      />
      <Route
        path={`${STORE_PORTAL_BASE}/*`}
        element={
          <RemoteArea
            remote="storePortal"
            base={STORE_PORTAL_BASE}
            {...STORE_HOST}
          />
        }
      />
      <Route path="*" element={<StorePortalRootFallback />} />
    </Routes>
  );
}

const VENDOR_HOST = {
  kind: 'vendor',
  loginPath: VENDOR_LOGIN,
  roles: VENDOR_ROLES,
} as const;

/**
 * Vendor host: the vendor portal at the root; the pages the service builder declares for this host
 * (the owner's services) are the service builder's, mounted at '/portal'.
 */
function VendorArea() {
  const { pathname } = useLocation();
  const builder = useRemotePages('serviceBuilder');
  const builds =
    builder !== null &&
    findPage(builder, VENDOR_SERVICE_BUILDER_BASE, pathname, 'vendor') !== null;
  // Under a route of its base, so the service builder's relative routes see `services`, `new-service`.
  return builds ? (
    <Routes>
      <Route
        path={`${VENDOR_SERVICE_BUILDER_BASE}/*`}
        element={
          <RemoteArea
            remote="serviceBuilder"
            base={VENDOR_SERVICE_BUILDER_BASE}
            {...VENDOR_HOST}
          />
        }
      />
    </Routes>
  ) : (
    <RemoteArea remote="vendorPortal" base="" {...VENDOR_HOST} />
  );
}

/** vendor hosts. */
export function VendorRoutes() {
  return (
    <Routes>
      <Route path="*" element={<VendorArea />} />
    </Routes>
  );
}

/** The route table of a portal host kind. */
export function PortalRoutes({
  kind,
}: {
  kind: Exclude<HostKind, 'storefront'>;
}) {
  return kind === 'vendor' ? <VendorRoutes /> : <StorePortalRoutes />;
}
