import { FormikInput } from 'shared/ui/form';

/** The fields of a store location (Formik names of LocationValues). */
export function LocationFields() {
  return (
    <>
      <FormikInput name="name" label="Location name" required />
      <FormikInput
        name="address_line1"
        label="Address"
        autoComplete="address-line1"
        required
      />
      <FormikInput
        name="city"
        label="City"
        autoComplete="address-level2"
        required
      />
      <FormikInput
        name="state"
        label="State"
        autoComplete="address-level1"
        required
      />
      <FormikInput
        name="zip"
        label="ZIP code"
        autoComplete="postal-code"
        required
      />
      <FormikInput name="phone" label="Phone" autoComplete="tel" />
    </>
  );
}
