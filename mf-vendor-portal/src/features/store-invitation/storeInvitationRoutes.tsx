import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { RequireVendorSession } from '../../components/RequireVendorSession';
import { StoreInvitationPage } from './StoreInvitationPage';

// The vendor host's /store-invitation/{uid} (issue 11): the link of a store's invitation mail.
// Outside /portal the shell checks no login: the page asks for a vendor login first.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const storeInvitationRoutes = (): ReactElement[] => [
  <Route
    key="store-invitation"
    path="store-invitation/:uid"
    element={
      <RequireVendorSession>
        <StoreInvitationPage />
      </RequireVendorSession>
    }
  />,
];
