import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import { useBasePath } from '../basePath';

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
const VendorHomePage = lazyPage(() =>
  import(
    /* webpackChunkName: "access" */ '../features/access/VendorHomePage'
  ).then((m) => m.VendorHomePage),
);

// The vendor host's public access pages: the home page and the password reset.

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
