import { Formik } from 'formik';
import { useNavigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { useStepSubmit } from '../hooks';
import { payoutsSchema, type PayoutsValues } from '../schema';

export const PAYOUTS_FAILED_PATH = '/failed-stripe-onboarding';

/** The built-in test provider's bank step (no Stripe key): a refused account opens the failure page. */
export function BankAccountForm() {
  const t = useStorePortalT();
  const navigate = useNavigate();
  const save = useStepSubmit<PayoutsValues>('post', 'payouts', (values) => ({
    account_holder: values.account_holder.trim(),
    routing_number: values.routing_number.trim(),
    account_number: values.account_number.trim(),
  }));
  return (
    <>
      <p>{t('onboarding.payouts.bankIntro')}</p>
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
        <FormikForm label={t('onboarding.payouts.bank')}>
          <FormikInput
            name="account_holder"
            label={t('onboarding.payouts.holder')}
            required
            autoComplete="name"
          />
          <FormikInput
            name="routing_number"
            label={t('onboarding.payouts.routing')}
            required
          />
          <FormikInput
            name="account_number"
            label={t('onboarding.payouts.account')}
            required
          />
          <FormikSubmit>{t('onboarding.payouts.connect')}</FormikSubmit>
        </FormikForm>
      </Formik>
    </>
  );
}
