import { useNavigate } from 'shared/router';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { createCustomer } from '../../records/salesApi';
import { CustomerForm } from './CustomerForm';
import { EMPTY_CUSTOMER, toCustomerInput } from './schema';
import '../../components/shopFloor.css';

/** A new customer of the vendor's own (/portal/customer/create); then their page. */
export function CustomerCreatePage() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  return (
    <div className="vp-page vp-stack">
      <h1>New customer</h1>
      <section className="vp-card">
        <CustomerForm
          label="New customer"
          initialValues={EMPTY_CUSTOMER}
          submitText="Add customer"
          onSubmit={async (values) => {
            const customer = await createCustomer(toCustomerInput(values));
            navigate(vendorPortalPaths.customer(basePath, customer.id));
          }}
        />
      </section>
    </div>
  );
}
