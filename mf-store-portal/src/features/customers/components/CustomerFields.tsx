import { FormikInput } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';

/** The customer's contact fields (a Formik form of CustomerValues around them). */
export function CustomerFields() {
  const t = useStorePortalT();
  return (
    <div className="customer-fields">
      <FormikInput
        name="first_name"
        label={t('customer.firstName')}
        required
        autoComplete="off"
      />
      <FormikInput
        name="last_name"
        label={t('customer.lastName')}
        autoComplete="off"
      />
      <FormikInput
        name="email"
        label={t('customer.email')}
        type="email"
        required
        autoComplete="off"
      />
      <FormikInput
        name="phone"
        label={t('customer.phone')}
        autoComplete="off"
        help={t('customer.phoneHelp')}
      />
    </div>
  );
}
