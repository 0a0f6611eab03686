import { useFormikContext } from 'formik';
import { FormikInput } from 'shared/ui/form';
import { FormikCountrySelect } from '../../../ui/FormikCountrySelect';
import type { Address } from '../api';
import { NEW_ADDRESS, type CheckoutValues } from '../schema';
import { FormikRadioGroup } from './FormikRadioGroup';
import { useStorefrontT } from '../../../i18n/t';

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
  const t = useStorefrontT();
  const { values } = useFormikContext<CheckoutValues>();
  const choices = [
    ...saved
      .filter((a) => a.id !== undefined)
      .map((a) => ({ value: String(a.id), label: describe(a) })),
    { value: NEW_ADDRESS, label: t('address.newAddress') },
  ];
  return (
    <fieldset className="co-fieldset">
      <legend>{t('address.title')}</legend>
      {saved.length > 0 && (
        <FormikRadioGroup
          name="address_choice"
          label={t('address.shipTo')}
          choices={choices}
        />
      )}
      {values.address_choice === NEW_ADDRESS && (
        <div className="co-grid">
          <FormikInput
            name="address_line1"
            label={t('address.line1')}
            required
            autoComplete="address-line1"
          />
          <FormikInput
            name="address_line2"
            label={t('address.line2')}
            autoComplete="address-line2"
          />
          <FormikInput
            name="city"
            label={t('address.city')}
            required
            autoComplete="address-level2"
          />
          <FormikInput
            name="state"
            label={t('address.state')}
            required
            autoComplete="address-level1"
          />
          <FormikInput
            name="zip"
            label={t('address.zip')}
            required
            autoComplete="postal-code"
          />
          <FormikCountrySelect name="country" required />
        </div>
      )}
    </fieldset>
  );
}
