import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';
import {
  CUSTOMER_MESSAGES,
  type CustomerInput,
} from 'shared/contracts/customers';

// The customer forms' rules (names, phone), as the api checks them.

export const TAG_MESSAGE = CUSTOMER_MESSAGES.tag;
export const COMMENT_MAX = 2000;

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

export const emptyCustomer: CustomerValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
};

/** The form's values of a customer. */
export const customerValues = (customer: CustomerInput): CustomerValues => ({
  first_name: customer.first_name,
  last_name: customer.last_name ?? '',
  email: customer.email,
  phone: customer.phone ?? '',
});

/** What the api takes from the form: trimmed, no phone as null. */
export const customerBody = (values: CustomerValues): CustomerInput => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
});

export const commentSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(COMMENT_MAX, `A comment may have at most ${COMMENT_MAX} characters`),
});

export const tagSchema = yup
  .string()
  .trim()
  .min(1, TAG_MESSAGE)
  .max(30, TAG_MESSAGE);
