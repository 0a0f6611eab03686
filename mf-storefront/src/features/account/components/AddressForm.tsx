import { Formik, type FormikHelpers } from 'formik';
import { Button, Space } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { FormikCountrySelect } from '../../../ui/FormikCountrySelect';
import { STORE_COUNTRY } from '../../../ui/countries';
import type { Address } from '../api';
import { addressSchema, type AddressValues } from '../schema';
import { NameFields } from './NameFields';

export interface AddressFormProps {
  /** the address being edited; a new one when absent */
  address?: Address;
  onSave: (address: Address) => Promise<unknown>;
  onCancel: () => void;
}

const EMPTY: AddressValues = {
  first_name: '',
  last_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  country: STORE_COUNTRY,
  phone: '',
};

const valuesOf = (address?: Address): AddressValues =>
  address
    ? {
        first_name: address.first_name,
        last_name: address.last_name,
        address_line1: address.address_line1,
        address_line2: address.address_line2 ?? '',
        city: address.city,
        state: address.state,
        zip: address.zip,
        country: address.country || STORE_COUNTRY,
        phone: address.phone ?? '',
      }
    : EMPTY;

/** Add or edit a saved address; the api's field errors land on the fields and what was typed stays. */
export function AddressForm({ address, onSave, onCancel }: AddressFormProps) {
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
  const title = address ? 'Edit address' : 'New address';
  return (
    <Formik
      initialValues={valuesOf(address)}
      validationSchema={addressSchema}
      onSubmit={handleSubmit}
    >
      <FormikForm label={title}>
        <h3>{title}</h3>
        <NameFields />
        <FormikInput
          name="address_line1"
          label="Address line 1"
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
        <FormikCountrySelect name="country" required />
        <FormikInput name="phone" label="Phone" autoComplete="tel" />
        <Space>
          <FormikSubmit>Save address</FormikSubmit>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </FormikForm>
    </Formik>
  );
}
