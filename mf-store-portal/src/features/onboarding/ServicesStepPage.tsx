import { Formik } from 'formik';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import { ChoiceField } from 'shared/ui/onboarding';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { servicesSchema } from './schema';

interface ServicesValues {
  keys: string[];
}

/** /store-welcome: the welcome, and the services the storefront starts with. */
export function ServicesStepPage() {
  const submit = useStepSubmit<ServicesValues>(
    'put',
    'starter-services',
    (values) => ({ keys: values.keys }),
  );
  return (
    <StepFrame step="services" title="Welcome! What do you offer?">
      {(state) => (
        <>
          <p>
            Pick the services {state.store.name} starts with. You can change
            their prices and options, and add your own, in the service builder
            later.
          </p>
          <Formik<ServicesValues>
            initialValues={{ keys: state.chosen_services }}
            validationSchema={servicesSchema}
            onSubmit={submit}
          >
            <FormikForm label="Starter services">
              <ChoiceField
                name="keys"
                type="checkbox"
                legend="Starter services"
                choices={state.starter_services.map((service) => ({
                  value: service.key,
                  label: `${service.name} (${service.category}, $${service.price})`,
                }))}
              />
              <FormikSubmit>Save and continue</FormikSubmit>
            </FormikForm>
          </Formik>
        </>
      )}
    </StepFrame>
  );
}
