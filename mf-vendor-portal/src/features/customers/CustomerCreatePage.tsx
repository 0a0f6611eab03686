import { useNavigate } from 'shared/router';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { createCustomer } from '../../records/salesApi';
import { useVendorT } from '../../i18n/t';
import { CustomerForm } from './CustomerForm';
import { EMPTY_CUSTOMER, toCustomerInput } from './schema';
import '../../components/shopFloor.css';

/** A new customer of the vendor's own (/portal/customer/create); then their page. */
export function CustomerCreatePage() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const t = useVendorT();
  return (
    <div className="vp-page vp-stack">
      <h1>{t('forms.customer.new')}</h1>
      <section className="vp-card">
        <CustomerForm
          label={t('forms.customer.new')}
          initialValues={EMPTY_CUSTOMER}
          submitText={t('forms.customer.add')}
          onSubmit={async (values) => {
            const customer = await createCustomer(toCustomerInput(values));
            navigate(vendorPortalPaths.customer(basePath, customer.id));
          }}
        />
      </section>
    </div>
  );
}
