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
      <FormikForm label="New API key">
        <FormikInput
          name="name"
          label="Key name"
          required
          help="What will use it, e.g. Shop till or Stock system."
        />
        <Flex gap={8} wrap>
          <FormikSubmit>Create key</FormikSubmit>
        </Flex>
      </FormikForm>
    </Formik>
  );
}
