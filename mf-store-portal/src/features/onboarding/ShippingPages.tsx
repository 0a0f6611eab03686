import { Formik } from 'formik';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import { yup } from 'shared/validation';
import { ChoiceField } from 'shared/ui/onboarding';
import { CHOOSE_ONE as CHOOSE } from '../../i18n/messages/validation';
import { useStorePortalT } from '../../i18n/t';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';

const chosen = (values: string[]) =>
  yup.object({ choice: yup.string().required(CHOOSE).oneOf(values, CHOOSE) });

interface ChoiceValues {
  choice: string;
}

/** /connect-shipping: ship with the platform's carrier accounts or the store's own. */
export function ConnectShippingPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<ChoiceValues>('put', 'shipping', (values) => ({
    use_platform_shipping: values.choice === 'platform',
  }));
  return (
    <StepFrame step="shipping" title={t('onboarding.shipping.title')}>
      {(state) => (
        <Formik<ChoiceValues>
          initialValues={{
            choice:
              state.step === 'shipping'
                ? ''
                : state.use_platform_shipping
                  ? 'platform'
                  : 'own',
          }}
          validationSchema={chosen(['platform', 'own'])}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.shipping.title')}>
            <ChoiceField
              name="choice"
              type="radio"
              legend={t('onboarding.shipping.legend')}
              choices={[
                { value: 'platform', label: t('onboarding.shipping.platform') },
                { value: 'own', label: t('onboarding.shipping.own') },
              ]}
            />
            <FormikSubmit>{t('onboarding.saveContinue')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

interface DetailValues {
  carrier: string;
  fixed: string[];
}

/** /store-shipping-detail: the carrier (spec: 1 Fedex, 2 USPS, other UPS) and fixed-price shipping. */
export function ShippingDetailPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<DetailValues>(
    'put',
    'shipping-detail',
    (values) => ({
      shipping_account_type: Number(values.carrier),
      is_fixed_shipping: values.fixed.includes('fixed'),
    }),
  );
  return (
    <StepFrame
      step="shipping_detail"
      title={t('onboarding.shipping.carrierTitle')}
    >
      {(state) => (
        <Formik<DetailValues>
          initialValues={{
            carrier: state.shipping_account_type
              ? String(state.shipping_account_type)
              : '',
            fixed: [],
          }}
          validationSchema={yup.object({
            carrier: yup
              .string()
              .required(CHOOSE)
              .oneOf(['1', '2', '3'], CHOOSE),
          })}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.shipping.carrierTitle')}>
            <ChoiceField
              name="carrier"
              type="radio"
              legend={t('onboarding.shipping.carrier')}
              choices={[
                { value: '1', label: 'Fedex' },
                { value: '2', label: 'USPS' },
                { value: '3', label: 'UPS' },
              ]}
            />
            <ChoiceField
              name="fixed"
              type="checkbox"
              legend={t('onboarding.shipping.price')}
              choices={[
                { value: 'fixed', label: t('onboarding.shipping.fixed') },
              ]}
            />
            <FormikSubmit>{t('onboarding.saveContinue')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}
