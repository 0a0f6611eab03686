import { Formik } from 'formik';
import {
  API_KEY_MESSAGES,
  type CreatedVendorApiKey,
} from 'shared/contracts/vendorSetup';
import { Flex } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import { createApiKey } from '../api';
import { useVendorT } from '../../../i18n/t';

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(API_KEY_MESSAGES.name)
    .max(60, API_KEY_MESSAGES.name),
});

/** Props of NewKeyForm. */
export interface NewKeyFormProps {
  /** the new key, shown once by the page */
  onCreated: (created: CreatedVendorApiKey) => Promise<unknown>;
}

/** Names and creates a key; a refusal (5 active keys, a bad name) shows in the form. */
export function NewKeyForm({ onCreated }: NewKeyFormProps) {
  const t = useVendorT();
  return (
    <Formik<{ name: string }>
      initialValues={{ name: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onCreated(await createApiKey(values.name.trim()));
          helpers.resetForm();
        } catch (failure) {
          helpers.setStatus(applyApiErrors(failure, helpers));
        }
      }}
    >
      <FormikForm label={t('integrations.newKey')}>
        <FormikInput
          name="name"
          label={t('integrations.keyName')}
          required
          help={t('integrations.keyNameHelp')}
        />
        <Flex gap={8} wrap>
          <FormikSubmit>{t('integrations.create')}</FormikSubmit>
        </Flex>
      </FormikForm>
    </Formik>
  );
}
