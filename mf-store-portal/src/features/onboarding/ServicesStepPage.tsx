import { Formik } from 'formik';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import { ChoiceField } from 'shared/ui/onboarding';
import { money } from '../../components/money';
import { useStorePortalT } from '../../i18n/t';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { servicesSchema } from './schema';

interface ServicesValues {
  keys: string[];
}

/** /store-welcome: the welcome, and the services the storefront starts with. */
export function ServicesStepPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<ServicesValues>(
    'put',
    'starter-services',
    (values) => ({ keys: values.keys }),
  );
  return (
    <StepFrame step="services" title={t('onboarding.services.title')}>
      {(state) => (
        <>
          <p>{t('onboarding.services.intro', { store: state.store.name })}</p>
          <Formik<ServicesValues>
            initialValues={{ keys: state.chosen_services }}
            validationSchema={servicesSchema}
            onSubmit={submit}
          >
            <FormikForm label={t('onboarding.services.legend')}>
              <ChoiceField
                name="keys"
                type="checkbox"
                legend={t('onboarding.services.legend')}
                choices={state.starter_services.map((service) => ({
                  value: service.key,
                  label: t('onboarding.services.choice', {
                    name: service.name,
                    category: service.category,
                    price: money(service.price),
                  }),
                }))}
              />
              <FormikSubmit>{t('onboarding.saveContinue')}</FormikSubmit>
            </FormikForm>
          </Formik>
        </>
      )}
    </StepFrame>
  );
}
