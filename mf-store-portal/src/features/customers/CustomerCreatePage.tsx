import { Formik, useFormikContext } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Flex } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
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
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<CustomerValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty && !isSubmitting}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title="Unsaved new customer"
    />
  );
}

function CreateForm() {
  const base = usePortalBase();
  const navigate = useNavigate();
  const saved = useCustomerSaved();
  return (
    <section className="customer-page" aria-labelledby="customer-create-title">
      <h1 id="customer-create-title">Add customer</h1>
      <p>
        The customer can later create a storefront account with this email;
        their orders and this record become one.
      </p>
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
        <FormikForm label="Add customer">
          <LeaveGuard />
          <CustomerFields />
          <Flex gap={12} wrap align="center">
            <FormikSubmit>Save customer</FormikSubmit>
            <Link to={storePortalPaths.customers(base)}>Cancel</Link>
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
