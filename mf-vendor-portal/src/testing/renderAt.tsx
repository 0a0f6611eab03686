import { Route, Routes } from 'shared/router';
import { renderWithProviders, sessionFor } from 'shared/testing';
import VendorPortalRoutes from '../routes';

/**
 * The vendor portal's whole route table at `route` on a vendor host (basePath ''), as the shell
 * mounts it; `role` signs in a user of that role (none: a visitor).
 */
export const renderVendorPortalAt = (route: string, role?: number) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      session: role ? sessionFor(role) : undefined,
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );
