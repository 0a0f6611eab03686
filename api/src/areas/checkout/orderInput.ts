import { MESSAGES, NAME_REGEX } from 'shared/validation';
import type { CreateOrderBody } from 'shared/contracts/checkout';
import type { Address, Contact } from 'shared/contracts/orders';
import type { Db } from '../../db/types';
import type { StoreRow } from '../storefront';
import type { Buyer } from './buyer';
import { shippingCentsFor } from './shipping';
import { EMAIL_REGEX } from '../../platform/fieldChecks';

// Checks the contact and shipping address of an order or estimate with the rules and messages of
// the customer fields (the person-name rule is shared/validation's, the one the browser uses).

export const INPUT_MESSAGES = {
  required: 'This field is required.',
  name: MESSAGES.name,
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  country: 'Please enter a 2-letter country code',
  addressMissing: 'Please add address to continue.',
  shippingMissing: 'Please select shipping method to continue.',
  addressId: 'This address was not found in your account.',
} as const;

/** Optional country code, then groups of 3-4 digits (spaces, dots or dashes between). */
export const PHONE_REGEX =
  /^(\+?\d{1,3}[\s.-]?)?\(?\d{3,4}\)?([\s.-]?\d{3,4}){1,3}$/;

type Fields = Record<string, unknown> | null | undefined;
type Errors = Record<string, string>;

const text = (fields: Fields, key: string): string => {
  const value = fields?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

function check(
  errors: Errors,
  field: string,
  value: string,
  rule: { required: boolean; regex?: RegExp; message?: string },
): void {
  if (value === '') {
    if (rule.required) errors[field] = INPUT_MESSAGES.required;
    return;
  }
  if (rule.regex && !rule.regex.test(value)) errors[field] = rule.message!;
}

/** The contact (all four fields required), or errors under `contact.<field>`. */
export function checkContact(raw: Fields, errors: Errors): Contact {
  const contact: Contact = {
    first_name: text(raw, 'first_name'),
    last_name: text(raw, 'last_name'),
    email: text(raw, 'email').toLowerCase(),
    phone: text(raw, 'phone'),
  };
  const name = {
    required: true,
    regex: NAME_REGEX,
    message: INPUT_MESSAGES.name,
  };
  check(errors, 'contact.first_name', contact.first_name, name);
  check(errors, 'contact.last_name', contact.last_name, name);
  check(errors, 'contact.email', contact.email, {
    required: true,
    regex: EMAIL_REGEX,
    message: INPUT_MESSAGES.email,
  });
  check(errors, 'contact.phone', contact.phone, {
    required: true,
    regex: PHONE_REGEX,
    message: INPUT_MESSAGES.phone,
  });
  return contact;
}

/** A shipping address given in the body, or errors under `shipping_address.<field>`. */
export function checkAddress(raw: Fields, errors: Errors): Address {
  const address: Address = {
    first_name: text(raw, 'first_name'),
    last_name: text(raw, 'last_name'),
    address_line1: text(raw, 'address_line1'),
    address_line2: text(raw, 'address_line2') || null,
    city: text(raw, 'city'),
    state: text(raw, 'state'),
    zip: text(raw, 'zip'),
    country: (text(raw, 'country') || 'US').toUpperCase(),
    phone: text(raw, 'phone') || null,
  };
  const at = (field: string) => `shipping_address.${field}`;
  const name = {
    required: true,
    regex: NAME_REGEX,
    message: INPUT_MESSAGES.name,
  };
  check(errors, at('first_name'), address.first_name, name);
  check(errors, at('last_name'), address.last_name, name);
  for (const field of ['address_line1', 'city', 'state', 'zip'] as const)
    check(errors, at(field), address[field], { required: true });
  check(errors, at('country'), address.country, {
    required: true,
    regex: /^[A-Z]{2}$/,
    message: INPUT_MESSAGES.country,
  });
  check(errors, at('phone'), address.phone ?? '', {
    required: false,
    regex: PHONE_REGEX,
    message: INPUT_MESSAGES.phone,
  });
  return address;
}

/** A saved address of this customer (customer_addresses), or null when it is not theirs. */
export async function savedAddress(
  db: Db,
  customerId: number,
  addressId: number,
): Promise<Address | null> {
  const rows = await db.query<Address>(
    `SELECT first_name, last_name, address_line1, address_line2, city, state, zip, country, phone
     FROM customer_addresses WHERE id = $1 AND customer_id = $2`,
    [addressId, customerId],
  );
  return rows[0] ?? null;
}

interface Checked {
  contact: Contact;
  address: Address;
  carrierId: number;
  shippingCents: number;
}

/** An order's contact, address and carrier checked; each refusal is added to `errors`. */
export async function checkOrderFields(
  db: Db,
  store: StoreRow,
  buyer: Buyer,
  body: CreateOrderBody,
  errors: Record<string, string>,
): Promise<Checked> {
  const contact = checkContact(body.contact, errors);
  let address: Address | null = null;
  if (body.address_id !== undefined) {
    address =
      buyer.customerId === null
        ? null
        : await savedAddress(db, buyer.customerId, body.address_id);
    if (!address) errors.address_id = INPUT_MESSAGES.addressId;
  } else if (body.shipping_address) {
    address = checkAddress(body.shipping_address, errors);
  } else errors.shipping_address = INPUT_MESSAGES.addressMissing;
  let shippingCents: number | null = null;
  if (body.carrier_id === undefined)
    errors.carrier_id = INPUT_MESSAGES.shippingMissing;
  else {
    shippingCents = await shippingCentsFor(db, store.id, body.carrier_id);
    if (shippingCents === null)
      errors.carrier_id =
        'This shipping method is not available for this store.';
  }
  return {
    contact,
    address: address!,
    carrierId: body.carrier_id ?? 0,
    shippingCents: shippingCents ?? 0,
  };
}
