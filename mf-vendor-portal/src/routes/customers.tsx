import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const CustomerCreatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ '../features/customers/CustomerCreatePage'
  ).then((m) => m.CustomerCreatePage),
);
const CustomerPage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ '../features/customers/CustomerPage'
  ).then((m) => m.CustomerPage),
);
const CustomersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ '../features/customers/CustomersPage'
  ).then((m) => m.CustomersPage),
);

/** The vendor's own customers (owner and staff). */
export const customerRoutes = () => [
  <Route key="list" path="portal/customers" element={<CustomersPage />} />,
  // the spec lists it; the list is where customers are edited (one at a time, from their page)
  <Route key="edit" path="portal/edit-customers" element={<CustomersPage />} />,
  <Route
    key="create"
    path="portal/customer/create"
    element={<CustomerCreatePage />}
  />,
  <Route key="one" path="portal/customer/:id" element={<CustomerPage />} />,
];
