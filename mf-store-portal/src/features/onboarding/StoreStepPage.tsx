import { Formik } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { useStorePortalT } from '../../i18n/t';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { storeSchema, type StoreValues } from './schema';

const DEFAULT_BUTTON_COLOUR = '#204a48';

/** /onboarding/store: the store's name, website and brand colour. */
export function StoreStepPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<StoreValues>('put', 'store', (values) => ({
    name: values.name.trim(),
    website_url: values.website_url?.trim() || null,
    button_color: values.button_color.trim(),
  }));
  return (
    <StepFrame step="store" title={t('onboarding.store.title')}>
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
          <FormikForm label={t('onboarding.store.title')}>
            <FormikInput
              name="name"
              label={t('onboarding.store.name')}
              required
            />
            <FormikInput
              name="website_url"
              label={t('onboarding.store.website')}
              help={t('onboarding.store.websiteHelp')}
              autoComplete="url"
            />
            <FormikInput
              name="button_color"
              label={t('onboarding.store.colour')}
              required
              help={t('onboarding.store.colourHelp')}
            />
            <FormikSubmit>{t('onboarding.saveContinue')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}
