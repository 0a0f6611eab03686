import { Route } from 'shared/router';
import { CustomerCreatePage } from '../features/customers/CustomerCreatePage';
import { CustomerPage } from '../features/customers/CustomerPage';
import { CustomersPage } from '../features/customers/CustomersPage';

/** The vendor's own customers (spec section 2's vendor portal routes; owner and staff). */
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
