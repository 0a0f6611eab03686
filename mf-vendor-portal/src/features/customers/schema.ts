import type {
  VendorCustomer,
  VendorCustomerInput,
} from 'shared/contracts/vendorSales';
import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';

// The vendor's customer form (create and edit): the product's name and phone rules, which the
// api checks again (shared/contracts/vendorSales's VendorCustomerInput).

export const customerSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema(),
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
  phone: phoneSchema(),
});

export interface CustomerValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export const EMPTY_CUSTOMER: CustomerValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
};

/** A customer as the form types it. */
export const toCustomerValues = (customer: VendorCustomer): CustomerValues => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  email: customer.email,
  phone: customer.phone ?? '',
});

/** What the api takes: trimmed; an empty phone or last name left out. */
export function toCustomerInput(values: CustomerValues): VendorCustomerInput {
  const lastName = values.last_name.trim();
  const phone = values.phone.trim();
  return {
    first_name: values.first_name.trim(),
    email: values.email.trim(),
    ...(lastName ? { last_name: lastName } : {}),
    ...(phone ? { phone } : {}),
  };
}
