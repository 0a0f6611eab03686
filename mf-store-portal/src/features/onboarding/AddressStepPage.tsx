import { Formik } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { addressSchema, type AddressValues } from './schema';

/** /store-address: the store's address, which becomes its default location. */
export function AddressStepPage() {
  const submit = useStepSubmit<AddressValues>('put', 'address', (values) => ({
    name: values.name.trim(),
    address_line1: values.address_line1.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    phone: values.phone?.trim() || null,
  }));
  return (
    <StepFrame step="address" title="Your store's address">
      {(state) => (
        <Formik<AddressValues>
          initialValues={{
            name: state.address?.name ?? 'Main store',
            address_line1: state.address?.address_line1 ?? '',
            city: state.address?.city ?? '',
            state: state.address?.state ?? '',
            zip: state.address?.zip ?? '',
            phone: state.address?.phone ?? '',
          }}
          validationSchema={addressSchema}
          onSubmit={submit}
        >
          <FormikForm label="Your store's address">
            <FormikInput name="name" label="Location name" required />
            <FormikInput
              name="address_line1"
              label="Street address"
              required
              autoComplete="address-line1"
            />
            <FormikInput
              name="city"
              label="City"
              required
              autoComplete="address-level2"
            />
            <FormikInput
              name="state"
              label="State"
              required
              autoComplete="address-level1"
            />
            <FormikInput
              name="zip"
              label="ZIP code"
              required
              autoComplete="postal-code"
            />
            <FormikInput name="phone" label="Phone" autoComplete="tel" />
            <FormikSubmit>Save and continue</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}
