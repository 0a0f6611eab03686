import { Formik } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { useStorePortalT } from '../../i18n/t';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { addressSchema, type AddressValues } from './schema';

/** /store-address: the store's address, which becomes its default location. */
export function AddressStepPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<AddressValues>('put', 'address', (values) => ({
    name: values.name.trim(),
    address_line1: values.address_line1.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    phone: values.phone?.trim() || null,
  }));
  return (
    <StepFrame step="address" title={t('onboarding.address.title')}>
      {(state) => (
        <Formik<AddressValues>
          initialValues={{
            name: state.address?.name ?? t('onboarding.address.defaultName'),
            address_line1: state.address?.address_line1 ?? '',
            city: state.address?.city ?? '',
            state: state.address?.state ?? '',
            zip: state.address?.zip ?? '',
            phone: state.address?.phone ?? '',
          }}
          validationSchema={addressSchema}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.address.title')}>
            <FormikInput
              name="name"
              label={t('onboarding.address.name')}
              required
            />
            <FormikInput
              name="address_line1"
              label={t('onboarding.address.street')}
              required
              autoComplete="address-line1"
            />
            <FormikInput
              name="city"
              label={t('onboarding.address.city')}
              required
              autoComplete="address-level2"
            />
            <FormikInput
              name="state"
              label={t('onboarding.address.state')}
              required
              autoComplete="address-level1"
            />
            <FormikInput
              name="zip"
              label={t('onboarding.address.zip')}
              required
              autoComplete="postal-code"
            />
            <FormikInput
              name="phone"
              label={t('onboarding.address.phone')}
              autoComplete="tel"
            />
            <FormikSubmit>{t('onboarding.saveContinue')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}
