import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type RouteObject,
} from 'shared/router';
import { AppProviders } from 'shared/providers';
import type { Tenant } from 'shared/tenant';
import { RouteAnnouncer } from '../a11y/RouteAnnouncer';
import { useSiteName } from '../a11y/siteName';
import { cleanReloadParam } from '../remotes/reloadGuard';
import { AppRoutes } from './routes';
import { SignOutRedirect } from './SignOutRedirect';

interface ShellFrame {
  tenant: Tenant;
  inactive: boolean;
}

// The router is made once per tenant; what the tenant boot learns later (store settings after a
// login) reaches the route element through this context instead of a new router.
const ShellFrameContext = createContext<ShellFrame | null>(null);

/** The route announcer with the current tenant's name (inside the providers). */
function ShellRouteAnnouncer() {
  return <RouteAnnouncer siteName={useSiteName()} />;
}

/** The one route's element: sign-out redirect, route announcer and the host's route table (descendant <Routes>). */
function ShellRoot() {
  const frame = useContext(ShellFrameContext);
  if (!frame) throw new Error('ShellRoot renders inside ShellRouter');
  const { tenant, inactive } = frame;
  return (
    <>
      <SignOutRedirect kind={tenant.kind} />
      <ShellRouteAnnouncer />
      <AppRoutes kind={tenant.kind} inactive={inactive} tenant={tenant} />
    </>
  );
}

/**
 * The shell's route objects: one splat route whose element renders the host's route table, so the
 * shell's and the remotes' descendant <Routes> keep matching as before, while the data router lets
 * `useBlocker` (SaveDiscardBar) hold back/forward as well as links (ADR 0013).
 */
export const shellRoutes: RouteObject[] = [
  { path: '*', element: <ShellRoot /> },
];

/** Props of ShellRouter. */
export interface ShellRouterProps extends ShellFrame {
  onSwrError: (error: unknown, key: string) => void;
}

/** The providers of a tenant around the shell's data router (createBrowserRouter + RouterProvider). */
export function ShellRouter({
  tenant,
  inactive,
  onSwrError,
}: ShellRouterProps) {
  // Made on mount from a clean address bar (no ?reload= in the router's location), disposed on
  // unmount so a tenant switch never leaves a second router listening to popstate.
  const [router] = useState(() => {
    cleanReloadParam();
    return createBrowserRouter(shellRoutes);
  });
  useEffect(() => () => router.dispose(), [router]);
  const frame = useMemo(() => ({ tenant, inactive }), [tenant, inactive]);
  return (
    <AppProviders tenant={tenant} onError={onSwrError}>
      <ShellFrameContext.Provider value={frame}>
        <RouterProvider router={router} />
      </ShellFrameContext.Provider>
    </AppProviders>
  );
}
