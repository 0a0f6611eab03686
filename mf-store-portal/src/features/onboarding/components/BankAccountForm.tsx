import { Formik } from 'formik';
import { useNavigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { useStepSubmit } from '../hooks';
import { payoutsSchema, type PayoutsValues } from '../schema';

export const PAYOUTS_FAILED_PATH = '/failed-stripe-onboarding';

/** The built-in test provider's bank step (no Stripe key): a refused account opens the failure page. */
export function BankAccountForm() {
  const navigate = useNavigate();
  const save = useStepSubmit<PayoutsValues>('post', 'payouts', (values) => ({
    account_holder: values.account_holder.trim(),
    routing_number: values.routing_number.trim(),
    account_number: values.account_number.trim(),
  }));
  return (
    <>
      <p>
        Connect the bank account your customers&apos; payments are paid out to.
      </p>
      <Formik<PayoutsValues>
        initialValues={{
          account_holder: '',
          routing_number: '',
          account_number: '',
        }}
        validationSchema={payoutsSchema}
        onSubmit={async (values, helpers) => {
          const failure = await save(values, helpers);
          if (isApiError(failure) && failure.code === 'PAYOUTS.FAILED')
            navigate(PAYOUTS_FAILED_PATH);
        }}
      >
        <FormikForm label="Bank account">
          <FormikInput
            name="account_holder"
            label="Account holder"
            required
            autoComplete="name"
          />
          <FormikInput name="routing_number" label="Routing number" required />
          <FormikInput name="account_number" label="Account number" required />
          <FormikSubmit>Connect account</FormikSubmit>
        </FormikForm>
      </Formik>
    </>
  );
}
