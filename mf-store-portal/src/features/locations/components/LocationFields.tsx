import { FormikInput } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';

/** The fields of a store location (Formik names of LocationValues). */
export function LocationFields() {
  const t = useStorePortalT();
  return (
    <>
      <FormikInput name="name" label={t('locations.fields.name')} required />
      <FormikInput
        name="address_line1"
        label={t('locations.fields.address')}
        autoComplete="address-line1"
        required
      />
      <FormikInput
        name="city"
        label={t('locations.fields.city')}
        autoComplete="address-level2"
        required
      />
      <FormikInput
        name="state"
        label={t('locations.fields.state')}
        autoComplete="address-level1"
        required
      />
      <FormikInput
        name="zip"
        label={t('locations.fields.zip')}
        autoComplete="postal-code"
        required
      />
      <FormikInput
        name="phone"
        label={t('locations.fields.phone')}
        autoComplete="tel"
      />
    </>
  );
}
