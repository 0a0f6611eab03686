import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import type { AccessSide } from './api';

// The password reset's three routes (forgot password, check inbox, reset password), the same in
// both portals: each passes its side and its base path. The pages load on demand.

const CheckInboxPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ './CheckInboxPage').then(
    (m) => m.CheckInboxPage,
  ),
);
const ForgotPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ './ForgotPasswordPage').then(
    (m) => m.ForgotPasswordPage,
  ),
);
const ResetPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ './ResetPasswordPage').then(
    (m) => m.ResetPasswordPage,
  ),
);

interface PageProps {
  side: AccessSide;
  /** the portal's own hook for the path its pages sit under ('/portal' or '') */
  useBase: () => string;
}

const Forgot = ({ side, useBase }: PageProps) => (
  <ForgotPasswordPage side={side} base={useBase()} />
);
const Inbox = ({ useBase }: PageProps) => <CheckInboxPage base={useBase()} />;
const Reset = ({ side, useBase }: PageProps) => (
  <ResetPasswordPage side={side} base={useBase()} />
);

/**
 * The password reset's <Route> elements, relative to the portal's mount point. `useBase` must be
 * the same function on every call (a module's hook), so the pages keep their state.
 */
export const passwordResetRoutes = (
  side: AccessSide,
  useBase: () => string,
): ReactElement[] => [
  <Route
    key="forgot-password"
    path="forgot-password"
    element={<Forgot side={side} useBase={useBase} />}
  />,
  <Route
    key="check-inbox"
    path="check-inbox"
    element={<Inbox side={side} useBase={useBase} />}
  />,
  <Route
    key="reset-password"
    path="reset-password/:key/:token"
    element={<Reset side={side} useBase={useBase} />}
  />,
];
