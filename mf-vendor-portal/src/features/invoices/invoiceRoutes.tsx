import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const InvoicePage = lazyPage(() =>
  import(/* webpackChunkName: "invoices" */ './InvoicePage').then(
    (m) => m.InvoicePage,
  ),
);
const InvoicesPage = lazyPage(() =>
  import(/* webpackChunkName: "invoices" */ './InvoicesPage').then(
    (m) => m.InvoicesPage,
  ),
);
const NewInvoicePage = lazyPage(() =>
  import(/* webpackChunkName: "invoices" */ './NewInvoicePage').then(
    (m) => m.NewInvoicePage,
  ),
);

// The vendor's invoices to stores, the owner's only: /portal/invoices (S)
// and /portal/invoice/{id}. The new invoice is /portal/invoice/new (a fixed segment ranks above {id}).

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const invoiceRoutes = (): ReactElement[] => [
  <Route key="invoices" path="portal/invoices" element={<InvoicesPage />} />,
  <Route
    key="invoice-new"
    path="portal/invoice/new"
    element={<NewInvoicePage />}
  />,
  <Route key="invoice" path="portal/invoice/:id" element={<InvoicePage />} />,
];
