import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import {
  CheckInboxPage,
  ForgotPasswordPage,
  ResetPasswordPage,
} from 'shared/ui/access';
import { AuthenticatePage } from '../features/access/AuthenticatePage';
import { StoresPage } from '../features/admin/StoresPage';
import { ReleasesPage } from '../features/releases/ReleasesPage';
import { usePortalBase } from '../records/basePath';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

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
