import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "profile" */ 'shared/ui/profile').then(
    (m) => m.ProfilePage,
  ),
);
const BillingPage = lazyPage(() =>
  import(
    /* webpackChunkName: "billing" */ '../features/billing/BillingPage'
  ).then((m) => m.BillingPage),
);
const PaymentPage = lazyPage(() =>
  import(
    /* webpackChunkName: "billing" */ '../features/billing/PaymentPage'
  ).then((m) => m.PaymentPage),
);
const PlanPage = lazyPage(() =>
  import(/* webpackChunkName: "billing" */ '../features/billing/PlanPage').then(
    (m) => m.PlanPage,
  ),
);
const InvoiceSettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "settings" */ '../features/settings/InvoiceSettingsPage'
  ).then((m) => m.InvoiceSettingsPage),
);
const SettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "settings" */ '../features/settings/SettingsPages'
  ).then((m) => m.SettingsPage),
);

// The owner's settings: /portal/settings and /portal/setting/billing,
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
