import { FormikInput } from 'shared/ui/form';
import { useStorefrontT } from '../../../i18n/t';

/** The required first and last name inputs of the account forms (Formik fields `first_name`, `last_name`). */
export function NameFields() {
  const t = useStorefrontT();
  return (
    <>
      <FormikInput
        name="first_name"
        label={t('checkout.firstName')}
        autoComplete="given-name"
        required
      />
      <FormikInput
        name="last_name"
        label={t('checkout.lastName')}
        autoComplete="family-name"
        required
      />
    </>
  );
}
