import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import { passwordResetRoutes } from 'shared/ui/access/routes';
import { useBasePath } from '../basePath';

const VendorHomePage = lazyPage(() =>
  import(
    /* webpackChunkName: "access" */ '../features/access/VendorHomePage'
  ).then((m) => m.VendorHomePage),
);

// The vendor host's public access pages: the home page and the password reset.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const accessRoutes = (): ReactElement[] => [
  <Route key="home" index element={<VendorHomePage />} />,
  ...passwordResetRoutes('vendor', useBasePath),
];
