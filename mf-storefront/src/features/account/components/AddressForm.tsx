import { Formik, type FormikHelpers } from 'formik';
import { Button, Space } from 'shared/ui/antd/core';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { FormikCountrySelect } from '../../../ui/FormikCountrySelect';
import { useStoreCountry } from '../../../ui/countries';
import { localisedValidate } from '../../../i18n/validate';
import type { Address } from '../api';
import { addressSchema, type AddressValues } from '../schema';
import { NameFields } from './NameFields';
import { useStorefrontT } from '../../../i18n/t';

export interface AddressFormProps {
  /** the address being edited; a new one when absent */
  address?: Address;
  onSave: (address: Address) => Promise<unknown>;
  onCancel: () => void;
}

const empty = (country: string): AddressValues => ({
  first_name: '',
  last_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  country,
  phone: '',
});

const valuesOf = (country: string, address?: Address): AddressValues =>
  address
    ? {
        first_name: address.first_name,
        last_name: address.last_name,
        address_line1: address.address_line1,
        address_line2: address.address_line2 ?? '',
        city: address.city,
        state: address.state,
        zip: address.zip,
        country: address.country || country,
        phone: address.phone ?? '',
      }
    : empty(country);

const validateAddress = localisedValidate<AddressValues>(addressSchema);

/** Add or edit a saved address; the api's field errors land on the fields and what was typed stays. */
export function AddressForm({ address, onSave, onCancel }: AddressFormProps) {
  const t = useStorefrontT();
  const country = useStoreCountry();
  const handleSubmit = async (
    values: AddressValues,
    helpers: FormikHelpers<AddressValues>,
  ) => {
    helpers.setStatus(undefined);
    const clean = addressSchema.cast(values);
    try {
      await onSave({
        ...clean,
        address_line2: clean.address_line2 ?? '',
        phone: clean.phone ?? '',
        country: clean.country.toUpperCase(),
        ...(address?.is_default !== undefined
          ? { is_default: address.is_default }
          : {}),
      });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  const title = address ? t('address.edit') : t('address.add');
  return (
    <Formik
      initialValues={valuesOf(country, address)}
      validate={validateAddress}
      onSubmit={handleSubmit}
    >
      <FormikForm label={title}>
        <h3>{title}</h3>
        <NameFields />
        <FormikInput
          name="address_line1"
          label={t('address.line1')}
          autoComplete="address-line1"
          required
        />
        <FormikInput
          name="address_line2"
          label={t('address.line2')}
          autoComplete="address-line2"
        />
        <FormikInput
          name="city"
          label={t('address.city')}
          autoComplete="address-level2"
          required
        />
        <FormikInput
          name="state"
          label={t('address.state')}
          autoComplete="address-level1"
          required
        />
        <FormikInput
          name="zip"
          label={t('address.zip')}
          autoComplete="postal-code"
          required
        />
        <FormikCountrySelect name="country" required />
        <FormikInput
          name="phone"
          label={t('checkout.phone')}
          autoComplete="tel"
        />
        <Space>
          <FormikSubmit>{t('address.save')}</FormikSubmit>
          <Button onClick={onCancel}>{t('address.cancel')}</Button>
        </Space>
      </FormikForm>
    </Formik>
  );
}
