import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared/router';
import type { HostKind, Tenant } from 'shared/tenant';
import { PageLoader } from 'shared/ui';
import { CustomerLayout } from '../layout/CustomerLayout';
import { remoteSlotsSettled } from '../remotes/RemoteSlot';
import { RemoteRoutes } from '../remotes/remoteSlots';
import { InactiveStorePage } from '../tenant/TenantPages';

// Portal hosts only: the admin/plain layouts and antd load with this chunk, never on a storefront.
// The frame also waits (up to 1 s) for the page's remote modules the shell started loading
// (ShellApp), so it appears with the page instead of with a loader.
const PortalRoutes = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "portal-routes" */ './PortalRoutes'),
    remoteSlotsSettled(1000),
  ]).then(([m]) => ({ default: m.PortalRoutes })),
);

/** Storefront host: everything goes to the storefront remote in the customer layout; inactive stores show only the inactive page on /, without the shop's frame. */
export function StorefrontRoutes({
  inactive,
  tenant,
}: {
  inactive: boolean;
  tenant: Tenant;
}) {
  return (
    <Routes>
      {inactive && (
        <Route
          index
          element={
            <InactiveStorePage storeName={tenant.storeSettings?.store?.name} />
          }
        />
      )}
      <Route element={<CustomerLayout />}>
        <Route
          path="*"
          element={<RemoteRoutes remote="storefront" basePath="" />}
        />
      </Route>
    </Routes>
  );
}

/** The route table of the host kind. */
export function AppRoutes({
  kind,
  inactive,
  tenant,
}: {
  kind: HostKind;
  inactive: boolean;
  tenant: Tenant;
}) {
  if (kind === 'storefront')
    return <StorefrontRoutes inactive={inactive} tenant={tenant} />;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <PortalRoutes kind={kind} />
    </Suspense>
  );
}
