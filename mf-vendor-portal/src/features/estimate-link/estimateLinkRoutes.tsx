import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const EstimateLinkPage = lazyPage(() =>
  import(/* webpackChunkName: "estimate-link" */ './EstimateLinkPage').then(
    (m) => m.EstimateLinkPage,
  ),
);

// The vendor host's /estimate/{token}: the link of a vendor estimate's mail. Outside /portal the
// shell checks no login: the vendor's customer (who has no account) reads and answers it here.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const estimateLinkRoutes = (): ReactElement[] => [
  <Route
    key="estimate-link"
    path="estimate/:token"
    element={<EstimateLinkPage />}
  />,
];
