import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { ProfilePage } from 'shared/ui/profile';
import { StaffSignupPage } from '../features/staff-signup/StaffSignupPage';
import { StaffMemberPage } from '../features/users/StaffMemberPage';
import { UsersPage } from '../features/users/UsersPage';

// Store staff: invitations, staff sign-up, permissions, profiles (issue 11).

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
