import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import { passwordResetRoutes } from 'shared/ui/access/routes';
import { usePortalBase } from '../records/basePath';

const AuthenticatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "admin" */ '../features/access/AuthenticatePage'
  ).then((m) => m.AuthenticatePage),
);
const StoresPage = lazyPage(() =>
  import(/* webpackChunkName: "admin" */ '../features/admin/StoresPage').then(
    (m) => m.StoresPage,
  ),
);
const ReleasesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "admin" */ '../features/releases/ReleasesPage'
  ).then((m) => m.ReleasesPage),
);

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate.

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const accessRoutes = (): ReactElement[] => [
  ...passwordResetRoutes('portal', usePortalBase),
  <Route
    key="authenticate"
    path="authenticate/:id"
    element={<AuthenticatePage />}
  />,
  <Route key="stores" path="stores" element={<StoresPage />} />,
  <Route key="releases" path="releases" element={<ReleasesPage />} />,
];
