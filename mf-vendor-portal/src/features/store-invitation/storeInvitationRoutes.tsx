import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const StoreInvitationPage = lazyPage(() =>
  import(
    /* webpackChunkName: "store-invitation" */ './StoreInvitationPage'
  ).then((m) => m.StoreInvitationPage),
);

// The vendor host's /store-invitation/{uid}: the link of a store's invitation mail.
// Outside /portal the shell checks no login: a visitor sees the invitation, with the way to log in
// and answer or to sign up with the invited email.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const storeInvitationRoutes = (): ReactElement[] => [
  <Route
    key="store-invitation"
    path="store-invitation/:uid"
    element={<StoreInvitationPage />}
  />,
];
