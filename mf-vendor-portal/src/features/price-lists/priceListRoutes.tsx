import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const PriceListEditPage = lazyPage(() =>
  import(/* webpackChunkName: "price-lists" */ './PriceListEditPage').then(
    (m) => m.PriceListEditPage,
  ),
);
const PriceListPage = lazyPage(() =>
  import(/* webpackChunkName: "price-lists" */ './PriceListPage').then(
    (m) => m.PriceListPage,
  ),
);
const PriceListsPage = lazyPage(() =>
  import(/* webpackChunkName: "price-lists" */ './PriceListsPage').then(
    (m) => m.PriceListsPage,
  ),
);

// The vendor's price lists, the owner's only: /portal/price-list (S),
// /portal/price-list/view/{id} and /portal/price-list/edit. {id} is the store's id. The spec's edit
// path carries no id, so the store goes in the query: /portal/price-list/edit?store={id}
// (vendorPortalPaths.editPriceList); without a known store the page says so.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const priceListRoutes = (): ReactElement[] => [
  <Route
    key="price-lists"
    path="portal/price-list"
    element={<PriceListsPage />}
  />,
  <Route
    key="price-list"
    path="portal/price-list/view/:id"
    element={<PriceListPage />}
  />,
  <Route
    key="price-list-edit"
    path="portal/price-list/edit"
    element={<PriceListEditPage />}
  />,
];
