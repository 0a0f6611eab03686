import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "users" */ 'shared/ui/profile').then(
    (m) => m.ProfilePage,
  ),
);
const StaffSignupPage = lazyPage(() =>
  import(
    /* webpackChunkName: "users" */ '../features/staff-signup/StaffSignupPage'
  ).then((m) => m.StaffSignupPage),
);
const StaffMemberPage = lazyPage(() =>
  import(
    /* webpackChunkName: "users" */ '../features/users/StaffMemberPage'
  ).then((m) => m.StaffMemberPage),
);
const UsersPage = lazyPage(() =>
  import(/* webpackChunkName: "users" */ '../features/users/UsersPage').then(
    (m) => m.UsersPage,
  ),
);

// Store staff: invitations, staff sign-up, permissions, profiles.

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const userRoutes = (): ReactElement[] => [
  <Route key="users" path="users" element={<UsersPage />} />,
  <Route key="users-member" path="users/:id" element={<StaffMemberPage />} />,
  <Route key="store-profile" path="store-profile" element={<ProfilePage />} />,
  <Route
    key="store-staff-profile"
    path="store-staff-profile"
    element={<ProfilePage />}
  />,
  <Route
    key="staff-signup"
    path="staff-signup/:vendor_id/:uuid"
    element={<StaffSignupPage />}
  />,
];
