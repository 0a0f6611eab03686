import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { ProfilePage } from 'shared/ui/profile';
import { BillingPage } from '../features/billing/BillingPage';
import { PaymentPage } from '../features/billing/PaymentPage';
import { PlanPage } from '../features/billing/PlanPage';
import { InvoiceSettingsPage } from '../features/settings/InvoiceSettingsPage';
import { SettingsPage } from '../features/settings/SettingsPages';

// The owner's settings (issue 13): /portal/settings and spec section 2's /portal/setting/billing,
// /portal/setting/plan, /portal/setting/payment and /portal/setting/invoice (the addresses are in
// routes/addresses.tsx); and everyone's own profile, /portal/vendor-profile.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const settingsRoutes = (): ReactElement[] => [
  <Route key="settings" path="portal/settings" element={<SettingsPage />} />,
  <Route
    key="setting-billing"
    path="portal/setting/billing"
    element={<BillingPage />}
  />,
  <Route
    key="setting-plan"
    path="portal/setting/plan"
    element={<PlanPage />}
  />,
  <Route
    key="setting-payment"
    path="portal/setting/payment"
    element={<PaymentPage />}
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
