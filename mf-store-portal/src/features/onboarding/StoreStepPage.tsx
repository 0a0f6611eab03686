import { Formik } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { storeSchema, type StoreValues } from './schema';

const DEFAULT_BUTTON_COLOUR = '#204a48';

/** /onboarding/store: the store's name, website and brand colour. */
export function StoreStepPage() {
  const submit = useStepSubmit<StoreValues>('put', 'store', (values) => ({
    name: values.name.trim(),
    website_url: values.website_url?.trim() || null,
    button_color: values.button_color.trim(),
  }));
  return (
    <StepFrame step="store" title="About your store">
      {(state) => (
        <Formik<StoreValues>
          initialValues={{
            name: state.store.name,
            website_url: state.store.website_url ?? '',
            button_color: state.store.button_color ?? DEFAULT_BUTTON_COLOUR,
          }}
          validationSchema={storeSchema}
          onSubmit={submit}
        >
          <FormikForm label="About your store">
            <FormikInput name="name" label="Store name" required />
            <FormikInput
              name="website_url"
              label="Website"
              help="Optional: your current website, starting with http:// or https://."
              autoComplete="url"
            />
            <FormikInput
              name="button_color"
              label="Brand colour"
              required
              help="The colour of your storefront's buttons, as #rrggbb."
            />
            <FormikSubmit>Save and continue</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}
