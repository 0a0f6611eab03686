import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import { usePortalBase } from '../records/basePath';

const CheckInboxPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ 'shared/ui/access').then(
    (m) => m.CheckInboxPage,
  ),
);
const ForgotPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ 'shared/ui/access').then(
    (m) => m.ForgotPasswordPage,
  ),
);
const ResetPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ 'shared/ui/access').then(
    (m) => m.ResetPasswordPage,
  ),
);
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

/** The shared access pages with the store portal's side and base path. */
const StoreForgotPassword = () => (
  <ForgotPasswordPage side="portal" base={usePortalBase()} />
);
const StoreCheckInbox = () => <CheckInboxPage base={usePortalBase()} />;
const StoreResetPassword = () => (
  <ResetPasswordPage side="portal" base={usePortalBase()} />
);

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const accessRoutes = (): ReactElement[] => [
  <Route
    key="forgot-password"
    path="forgot-password"
    element={<StoreForgotPassword />}
  />,
  <Route key="check-inbox" path="check-inbox" element={<StoreCheckInbox />} />,
  <Route
    key="reset-password"
    path="reset-password/:key/:token"
    element={<StoreResetPassword />}
  />,
  <Route
    key="authenticate"
    path="authenticate/:id"
    element={<AuthenticatePage />}
  />,
  <Route key="stores" path="stores" element={<StoresPage />} />,
  <Route key="releases" path="releases" element={<ReleasesPage />} />,
];
