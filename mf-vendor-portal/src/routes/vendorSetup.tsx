import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const BillItemsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "bill-items" */ '../features/bill-items/BillItemsPage'
  ).then((m) => m.BillItemsPage),
);
const ImportSettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "import-settings" */ '../features/import-settings/ImportSettingsPage'
  ).then((m) => m.ImportSettingsPage),
);
const IntegrationsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "integrations" */ '../features/integrations/IntegrationsPage'
  ).then((m) => m.IntegrationsPage),
);
const SetupVendorPage = lazyPage(() =>
  import(
    /* webpackChunkName: "setup-vendor" */ '../features/setup-vendor/SetupVendorPage'
  ).then((m) => m.SetupVendorPage),
);

// The owner's set-up pages: /portal/setting/setup-vendor (the business
// profile), /portal/setting/integrations (API keys, payouts), /portal/setting/import-salesorders
// (the import history) and /portal/addbillitems (extra bill items for a store).

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const vendorSetupRoutes = (): ReactElement[] => [
  <Route
    key="setting-setup-vendor"
    path="portal/setting/setup-vendor"
    element={<SetupVendorPage />}
  />,
  <Route
    key="setting-integrations"
    path="portal/setting/integrations"
    element={<IntegrationsPage />}
  />,
  <Route
    key="setting-import-salesorders"
    path="portal/setting/import-salesorders"
    element={<ImportSettingsPage />}
  />,
  <Route
    key="addbillitems"
    path="portal/addbillitems"
    element={<BillItemsPage />}
  />,
];
