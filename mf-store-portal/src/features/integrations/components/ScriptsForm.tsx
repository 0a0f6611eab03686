import { Formik } from 'formik';
import type { Integrations, ScriptsEdit } from 'shared/contracts/billing';
import { Card, useAppFeedback } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { scriptsSchema, type ScriptsValues } from '../schema';

/** Props of ScriptsForm. */
export interface ScriptsFormProps {
  integrations: Integrations;
  onSave: (body: ScriptsEdit) => Promise<unknown>;
}

const blankAsNull = (value: string | undefined) =>
  value?.trim() ? value.trim() : null;

/** The store's scripts (accessibility, analytics, tag manager): addresses the storefront loads. */
export function ScriptsForm({ integrations, onSave }: ScriptsFormProps) {
  const t = useStorePortalT();
  const { message } = useAppFeedback();
  return (
    <Card title={t('integrations.scripts.title')}>
      <p>{t('integrations.scripts.intro')}</p>
      <Formik<ScriptsValues>
        enableReinitialize
        initialValues={{
          ada_script: integrations.ada_script ?? '',
          google_analytics_script: integrations.google_analytics_script ?? '',
          google_tag_script: integrations.google_tag_script ?? '',
        }}
        validationSchema={scriptsSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await onSave({
              ada_script: blankAsNull(values.ada_script),
              google_analytics_script: blankAsNull(
                values.google_analytics_script,
              ),
              google_tag_script: blankAsNull(values.google_tag_script),
              version: integrations.version,
            });
            void message.success(t('integrations.scripts.saved'));
          } catch (failure) {
            helpers.setStatus(applyApiErrors(failure, helpers));
          }
        }}
      >
        <FormikForm label={t('integrations.scripts.title')}>
          <FormikInput
            name="ada_script"
            label={t('integrations.scripts.ada')}
            placeholder="https://"
          />
          <FormikInput
            name="google_analytics_script"
            label={t('integrations.scripts.analytics')}
            placeholder="https://"
          />
          <FormikInput
            name="google_tag_script"
            label={t('integrations.scripts.tag')}
            placeholder="https://"
          />
          <FormikSubmit>{t('integrations.scripts.save')}</FormikSubmit>
        </FormikForm>
      </Formik>
    </Card>
  );
}
