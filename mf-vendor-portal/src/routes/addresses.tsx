import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { RequireVendorSession } from '../components/RequireVendorSession';
import {
  AddressesPage,
  AddressFormPage,
} from '../features/addresses/AddressPages';

// The workshop's addresses (issue 13): spec section 2's /address, /address/add and
// /edit-address/{id}, outside /portal (so each checks the login here; the api checks the owner).

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const addressRoutes = (): ReactElement[] => [
  <Route
    key="address"
    path="address"
    element={
      <RequireVendorSession>
        <AddressesPage />
      </RequireVendorSession>
    }
  />,
  <Route
    key="address-add"
    path="address/add"
    element={
      <RequireVendorSession>
        <AddressFormPage />
      </RequireVendorSession>
    }
  />,
  <Route
    key="edit-address"
    path="edit-address/:id"
    element={
      <RequireVendorSession>
        <AddressFormPage />
      </RequireVendorSession>
    }
  />,
];
