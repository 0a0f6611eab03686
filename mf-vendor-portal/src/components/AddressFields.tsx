import type { VendorAddress } from 'shared/contracts/vendorOnboarding';
import { FormikInput } from 'shared/ui/form';
import { MESSAGES, phoneSchema, yup } from 'shared/validation';

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
  return (
    <>
      <FormikInput name="name" label="Name on the address" required />
      <FormikInput
        name="address_line1"
        label="Address"
        autoComplete="address-line1"
        required
      />
      <FormikInput
        name="address_line2"
        label="Address line 2"
        autoComplete="address-line2"
      />
      <FormikInput
        name="city"
        label="City"
        autoComplete="address-level2"
        required
      />
      <FormikInput
        name="state"
        label="State or region"
        autoComplete="address-level1"
        required
      />
      <FormikInput
        name="zip"
        label="Postal code"
        autoComplete="postal-code"
        required
      />
      <FormikInput name="phone" label="Phone" autoComplete="tel" />
    </>
  );
}
