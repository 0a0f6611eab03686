import type { VendorAddress } from 'shared/contracts/vendorOnboarding';
import { FormikInput } from 'shared/ui/form';
import { MESSAGES, phoneSchema, yup } from 'shared/validation';
import { useVendorT } from '../i18n/t';

const required = () => yup.string().trim().required(MESSAGES.required);

/** A workshop address's rules (the api's: api/src/areas/onboarding/vendorOnboarding.ts checkVendorAddress). */
export const addressSchema = yup.object({
  name: required(),
  address_line1: required(),
  address_line2: yup.string().trim(),
  city: required(),
  state: required(),
  zip: required(),
  phone: phoneSchema(),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

/** A workshop address's form values, from the address (or empty, named after the workshop). */
export const addressValues = (
  address: VendorAddress | null,
  name = '',
): AddressValues => ({
  name: address?.name ?? name,
  address_line1: address?.address_line1 ?? '',
  address_line2: address?.address_line2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zip: address?.zip ?? '',
  phone: address?.phone ?? '',
});

/** The fields of a workshop address (Formik names of AddressValues). */
export function AddressFields() {
  const t = useVendorT();
  return (
    <>
      <FormikInput name="name" label={t('addresses.field.name')} required />
      <FormikInput
        name="address_line1"
        label={t('addresses.field.line1')}
        autoComplete="address-line1"
        required
      />
      <FormikInput
        name="address_line2"
        label={t('addresses.field.line2')}
        autoComplete="address-line2"
      />
      <FormikInput
        name="city"
        label={t('addresses.field.city')}
        autoComplete="address-level2"
        required
      />
      <FormikInput
        name="state"
        label={t('addresses.field.state')}
        autoComplete="address-level1"
        required
      />
      <FormikInput
        name="zip"
        label={t('addresses.field.zip')}
        autoComplete="postal-code"
        required
      />
      <FormikInput
        name="phone"
        label={t('addresses.field.phone')}
        autoComplete="tel"
      />
    </>
  );
}
