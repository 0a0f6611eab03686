import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const AddressesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "addresses" */ '../features/addresses/AddressPages'
  ).then((m) => m.AddressesPage),
);
const AddressFormPage = lazyPage(() =>
  import(
    /* webpackChunkName: "addresses" */ '../features/addresses/AddressPages'
  ).then((m) => m.AddressFormPage),
);

// The workshop's addresses: /portal/setting/address,
// /portal/setting/address/add and /portal/setting/edit-address/{id} (owner only: the api answers
// staff 403 and the page says so).

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const addressRoutes = (): ReactElement[] => [
  <Route
    key="address"
    path="portal/setting/address"
    element={<AddressesPage />}
  />,
  <Route
    key="address-add"
    path="portal/setting/address/add"
    element={<AddressFormPage />}
  />,
  <Route
    key="edit-address"
    path="portal/setting/edit-address/:id"
    element={<AddressFormPage />}
  />,
];
