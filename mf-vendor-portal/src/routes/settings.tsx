import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { ProfilePage } from 'shared/ui/profile';
import {
  PaymentSettingsPage,
  PlanSettingsPage,
  SettingsPage,
} from '../features/settings/SettingsPages';
import { InvoiceSettingsPage } from '../features/settings/InvoiceSettingsPage';

// The owner's settings (issue 13): /portal/settings and spec section 2's /portal/setting/plan,
// /portal/setting/payment and /portal/setting/invoice (the addresses are in routes/addresses.tsx);
// and everyone's own profile,
// /portal/vendor-profile.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const settingsRoutes = (): ReactElement[] => [
  <Route key="settings" path="portal/settings" element={<SettingsPage />} />,
  <Route
    key="setting-plan"
    path="portal/setting/plan"
    element={<PlanSettingsPage />}
  />,
  <Route
    key="setting-payment"
    path="portal/setting/payment"
    element={<PaymentSettingsPage />}
  />,
  <Route
    key="setting-invoice"
    path="portal/setting/invoice"
    element={<InvoiceSettingsPage />}
  />,
  <Route
    key="vendor-profile"
    path="portal/vendor-profile"
    element={<ProfilePage />}
  />,
];
