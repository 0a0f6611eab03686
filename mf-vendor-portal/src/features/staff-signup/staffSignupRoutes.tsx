import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const StaffSignupPage = lazyPage(() =>
  import(/* webpackChunkName: "staff-signup" */ './StaffSignupPage').then(
    (m) => m.StaffSignupPage,
  ),
);

// The vendor host's public /staff-signup/{vendor_id}/{uuid}: the link of My Team's mail.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const staffSignupRoutes = (): ReactElement[] => [
  <Route
    key="staff-signup"
    path="staff-signup/:vendorId/:uuid"
    element={<StaffSignupPage />}
  />,
];
