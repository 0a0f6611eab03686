import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { renderWithProviders, sessionFor } from 'shared/testing';
import type { LocationRecord } from './api';
import { LocationFormPage } from './LocationFormPage';
import { LocationsPage } from './LocationsPage';

/** Acme's two locations as the api answers them (Downtown the default). */
export const DOWNTOWN: LocationRecord = {
  id: 1,
  store_id: 1,
  name: 'Acme Downtown',
  address_line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '+1 217 555 0100',
  is_default: true,
  version: 1,
};
export const MALL: LocationRecord = {
  id: 2,
  store_id: 1,
  name: 'Acme Mall',
  address_line1: '200 Mall Rd',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  phone: null,
  is_default: false,
  version: 1,
};

/** The locations pages at `route` under /portal, in a data router as the shell mounts them. */
export const renderLocationsAt = (
  route: string,
  role: number = ROLES.STORE_OWNER,
) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/location" element={<LocationsPage />} />
      <Route path="/portal/location/add" element={<LocationFormPage />} />
      <Route path="/portal/location/edit/:id" element={<LocationFormPage />} />
    </Routes>,
    {
      route,
      dataRouter: true,
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
