import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import {
  CheckInboxPage,
  ForgotPasswordPage,
  ResetPasswordPage,
} from 'shared/ui/access';
import { useBasePath } from '../basePath';
import { VendorHomePage } from '../features/access/VendorHomePage';

// The vendor host's public access pages (issue 13): the home page and the password reset.

const VendorForgotPassword = () => (
  <ForgotPasswordPage side="vendor" base={useBasePath()} />
);
const VendorCheckInbox = () => <CheckInboxPage base={useBasePath()} />;
const VendorResetPassword = () => (
  <ResetPasswordPage side="vendor" base={useBasePath()} />
);

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const accessRoutes = (): ReactElement[] => [
  <Route key="home" index element={<VendorHomePage />} />,
  <Route
    key="forgot-password"
    path="forgot-password"
    element={<VendorForgotPassword />}
  />,
  <Route key="check-inbox" path="check-inbox" element={<VendorCheckInbox />} />,
  <Route
    key="reset-password"
    path="reset-password/:key/:token"
    element={<VendorResetPassword />}
  />,
];
