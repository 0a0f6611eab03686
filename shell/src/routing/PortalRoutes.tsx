import type { ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'shared/router';
import {
  LEVELS,
  MODULES,
  ROLES,
  STORE_ROLES,
  VENDOR_ROLES,
} from 'shared/permissions';
import { homePathFor, useSession } from 'shared/session';
import type { HostKind } from 'shared/tenant';
import { NotFoundPage, StatusPage } from 'shared/ui';
import { SkipLink } from '../a11y/SkipLink';
import { AdminLayout as AdminFrame } from '../layout/AdminLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { RemoteRoutes } from '../remotes/remoteSlots';
import { RequireAuth, RequirePermission, RequireRole } from './guards';
import {
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_BASE,
  STORE_PORTAL_LOGIN,
  STORE_PORTAL_PUBLIC_PATHS,
  STORE_PORTAL_ROOT_PUBLIC_PATHS,
  VENDOR_LOGIN,
  VENDOR_SERVICE_BUILDER_BASE,
  VENDOR_SERVICE_PATHS,
} from './paths';

// The portal hosts' route tables. routes.tsx loads this module lazily, so a storefront host never
// downloads the admin layout or antd (ADR 0002).

/** The admin layout behind its skip link (the first focusable element of the page). */
function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AdminFrame>{children}</AdminFrame>
    </>
  );
}

const matchesAny = (paths: string[], pathname: string) =>
  paths.some((p) => matchPath({ path: p, end: true }, pathname));

function ServiceBuilderArea({
  roles,
  loginPath,
}: {
  roles: readonly number[];
  loginPath: string;
}) {
  return (
    <RequireAuth roles={roles} loginPath={loginPath}>
      <RequirePermission
        module={MODULES.SERVICE}
        level={LEVELS.VIEW}
        location="ANY"
      >
        <AdminLayout>
          <RemoteRoutes
            remote="serviceBuilder"
            basePath={SERVICE_BUILDER_BASE}
          />
        </AdminLayout>
      </RequirePermission>
    </RequireAuth>
  );
}

/** /portal/*: public access pages in the plain layout, everything else behind login in the admin layout. */
function StorePortalArea() {
  const { pathname } = useLocation();
  const remote = (
    <RemoteRoutes remote="storePortal" basePath={STORE_PORTAL_BASE} />
  );
  if (matchesAny(STORE_PORTAL_PUBLIC_PATHS, pathname))
    return <PlainLayout>{remote}</PlainLayout>;
  return (
    <RequireAuth roles={STORE_ROLES} loginPath={STORE_PORTAL_LOGIN}>
      <AdminLayout>{remote}</AdminLayout>
    </RequireAuth>
  );
}

/** Onboarding and other public store-portal pages outside /portal; anything else is not found. */
function StorePortalRootFallback() {
  const { pathname } = useLocation();
  if (!matchesAny(STORE_PORTAL_ROOT_PUBLIC_PATHS, pathname))
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

/** app / live hosts. */
export function StorePortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<StorePortalHome />} />
      <Route
        path={`${SERVICE_BUILDER_BASE}/*`}
        element={
          <ServiceBuilderArea
            roles={STORE_ROLES}
            loginPath={STORE_PORTAL_LOGIN}
          />
        }
      />
      <Route path={`${STORE_PORTAL_BASE}/*`} element={<StorePortalArea />} />
      <Route path="*" element={<StorePortalRootFallback />} />
    </Routes>
  );
}

const VENDOR_OWNER_ONLY = [ROLES.VENDOR_OWNER];
/** Vendor staff on the owner's services: the vendor portal's owner-only refusal (its OwnerOnly). */
const OWNER_SERVICES_ONLY = (
  <StatusPage mark="403" tone="warning" title="You cannot open this page">
    Only the workshop’s owner builds its services. Ask the owner of your
    workshop.
  </StatusPage>
);

/**
 * Vendor host: /portal/* behind login in the admin layout, other paths public in the plain layout
 * (vendor remote at ''). The vendor owner's services are the service builder's, mounted at
 * '/portal' so its relative routes see `services`, `services/3`, `new-service`; vendor staff get
 * the same refusal as on the vendor portal's other owner-only pages (the api answers them 403).
 */
function VendorArea() {
  const { pathname } = useLocation();
  const remote = <RemoteRoutes remote="vendorPortal" basePath="" />;
  if (!matchPath({ path: '/portal/*' }, pathname))
    return <PlainLayout>{remote}</PlainLayout>;
  if (matchesAny(VENDOR_SERVICE_PATHS, pathname))
    return (
      <RequireAuth roles={VENDOR_ROLES} loginPath={VENDOR_LOGIN}>
        <AdminLayout>
          <RequireRole roles={VENDOR_OWNER_ONLY} refusal={OWNER_SERVICES_ONLY}>
            <Routes>
              <Route
                path={`${VENDOR_SERVICE_BUILDER_BASE}/*`}
                element={
                  <RemoteRoutes
                    remote="serviceBuilder"
                    basePath={VENDOR_SERVICE_BUILDER_BASE}
                  />
                }
              />
            </Routes>
          </RequireRole>
        </AdminLayout>
      </RequireAuth>
    );
  return (
    <RequireAuth roles={VENDOR_ROLES} loginPath={VENDOR_LOGIN}>
      <AdminLayout>{remote}</AdminLayout>
    </RequireAuth>
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
