import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { AuthenticatePage } from '../features/access/AuthenticatePage';
import { CheckInboxPage } from '../features/access/CheckInboxPage';
import { ForgotPasswordPage } from '../features/access/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/access/ResetPasswordPage';
import { StoresPage } from '../features/admin/StoresPage';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const accessRoutes = (): ReactElement[] => [
  <Route
    key="forgot-password"
    path="forgot-password"
    element={<ForgotPasswordPage />}
  />,
  <Route key="check-inbox" path="check-inbox" element={<CheckInboxPage />} />,
  <Route
    key="reset-password"
    path="reset-password/:key/:token"
    element={<ResetPasswordPage />}
  />,
  <Route
    key="authenticate"
    path="authenticate/:id"
    element={<AuthenticatePage />}
  />,
  <Route key="stores" path="stores" element={<StoresPage />} />,
];
