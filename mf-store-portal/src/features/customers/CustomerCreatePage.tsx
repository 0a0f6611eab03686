import { Formik, useFormikContext } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Flex } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import { useStorePortalT } from '../../i18n/t';
import { storePortalPaths } from '../../paths';
import { usePortalBase } from '../../records/basePath';
import { createCustomer } from './api';
import { CustomerFields } from './components/CustomerFields';
import { NoAccess } from './components/NoAccess';
import { useCustomerAccess, useCustomerSaved } from './hooks';
import {
  customerBody,
  customerSchema,
  emptyCustomer,
  type CustomerValues,
} from './schema';
import './customers.css';

/** Leaving with typed details asks first (once saved, the form is clean and the page moves on). */
function LeaveGuard() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<CustomerValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty && !isSubmitting}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title={t('customer.unsavedNew')}
    />
  );
}

function CreateForm() {
  const t = useStorePortalT();
  const base = usePortalBase();
  const navigate = useNavigate();
  const saved = useCustomerSaved();
  return (
    <section className="customer-page" aria-labelledby="customer-create-title">
      <h1 id="customer-create-title">{t('customer.addTitle')}</h1>
      <p>{t('customer.addLead')}</p>
      <Formik<CustomerValues>
        initialValues={emptyCustomer}
        validationSchema={customerSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const customer = await createCustomer(customerBody(values));
            helpers.resetForm({ values });
            await saved(customer);
            navigate(storePortalPaths.customer(base, customer.id));
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        <FormikForm label={t('customer.addTitle')}>
          <LeaveGuard />
          <CustomerFields />
          <Flex gap={12} wrap align="center">
            <FormikSubmit>{t('customer.saveCustomer')}</FormikSubmit>
            <Link to={storePortalPaths.customers(base)}>
              {t('customer.cancel')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </section>
  );
}

/** /portal/customer/create: a new customer of the store (name, email, phone). */
export function CustomerCreatePage() {
  const { canCreate } = useCustomerAccess();
  return canCreate ? <CreateForm /> : <NoAccess />;
}
