import { useFormikContext } from 'formik';
import { FormikInput } from 'shared/ui/form';
import { FormikCountrySelect } from '../../../ui/FormikCountrySelect';
import type { Address } from '../api';
import { NEW_ADDRESS, type CheckoutValues } from '../schema';
import { FormikRadioGroup } from './FormikRadioGroup';

export interface AddressFieldsProps {
  /** the customer's saved addresses (empty for guests) */
  saved: Address[];
}

const describe = (a: Address) =>
  [a.address_line1, a.address_line2, a.city, a.state, a.zip, a.country]
    .filter(Boolean)
    .join(', ');

/** The shipping address: one of the customer's saved addresses, or a new one. */
export function AddressFields({ saved }: AddressFieldsProps) {
  const { values } = useFormikContext<CheckoutValues>();
  const choices = [
    ...saved
      .filter((a) => a.id !== undefined)
      .map((a) => ({ value: String(a.id), label: describe(a) })),
    { value: NEW_ADDRESS, label: 'A new address' },
  ];
  return (
    <fieldset className="co-fieldset">
      <legend>Shipping address</legend>
      {saved.length > 0 && (
        <FormikRadioGroup
          name="address_choice"
          label="Ship to"
          choices={choices}
        />
      )}
      {values.address_choice === NEW_ADDRESS && (
        <div className="co-grid">
          <FormikInput
            name="address_line1"
            label="Address line 1"
            required
            autoComplete="address-line1"
          />
          <FormikInput
            name="address_line2"
            label="Address line 2"
            autoComplete="address-line2"
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
          <FormikCountrySelect name="country" required />
        </div>
      )}
    </fieldset>
  );
}
