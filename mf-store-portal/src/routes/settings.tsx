import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const DashboardPage = lazyPage(() =>
  import(
    /* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'
  ).then((m) => m.DashboardPage),
);
const SettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "settings" */ '../features/settings/SettingsPage'
  ).then((m) => m.SettingsPage),
);

// The store's white-label settings and the owner's dashboard.

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const settingsRoutes = (): ReactElement[] => [
  <Route key="settings" path="settings" element={<SettingsPage />} />,
  <Route key="dashboard" path="dashboard" element={<DashboardPage />} />,
];
