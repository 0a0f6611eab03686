import { Route, Routes, useLocation } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { renderWithProviders, sessionFor } from 'shared/testing';
import VendorPortalRoutes from '../../routes';

/** The current path and query, for tests that check what the URL keeps. */
function Url() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

/** The vendor portal's route table at `route` on a vendor host, signed in as `role` (the owner unless told). */
export const renderInvoicesAt = (
  route: string,
  role: number = ROLES.VENDOR_OWNER,
) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/*"
        element={
          <>
            <VendorPortalRoutes basePath="" />
            <Url />
          </>
        }
      />
    </Routes>,
    {
      route,
      session: sessionFor(role),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );
