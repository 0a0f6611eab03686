import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';
import { linesSchema, type LineValues } from '../../components/lines';

// The vendor's own orders' forms; the api checks the same again (shared/contracts/vendorSales).

/** The new customer's fields (the product's name and phone rules). */
export const customerSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema(),
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
  phone: phoneSchema(),
});

export interface NewOrderValues {
  /** 'existing': one of the vendor's customers; 'new': the fields below */
  customer_mode: 'existing' | 'new';
  customer_id: string;
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
  };
  lines: LineValues[];
  notes: string;
}

export const newOrderSchema = yup.object({
  customer_mode: yup.string().oneOf(['existing', 'new']),
  customer_id: yup.string().when('customer_mode', {
    is: 'existing',
    then: (s) => s.required('Choose one of your customers or add a new one.'),
  }),
  customer: yup.object().when('customer_mode', {
    is: 'new',
    then: () => customerSchema,
  }),
  lines: linesSchema,
  notes: yup.string().max(4000, 'Please keep the notes under 4000 characters.'),
});
