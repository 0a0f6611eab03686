import type { DiscountQuote } from 'shared/contracts/discounts';
import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';
import {
  CARD_MESSAGES,
  isCvcValid,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './cardChecks';

export const NEW_ADDRESS = 'new';
export const NO_INSURANCE = '';
/** The country select offers ISO codes only; the rule guards against anything else. */
export const COUNTRY_MESSAGE = 'Please choose a country';
export const NOTES_MAX = 2000;
export const NOTES_MESSAGE = `Please keep the notes under ${NOTES_MAX} characters`;

/** The contact fields of checkout and estimate checkout. */
export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The checkout form (flat names; the api's nested field errors are mapped onto them). */
export interface CheckoutValues extends ContactValues {
  /** a saved address id, or {@link NEW_ADDRESS} */
  address_choice: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  carrier_id: string;
  /** a plan id, or {@link NO_INSURANCE} */
  insurance_id: string;
  /** what is typed in the discount code field */
  discount_code: string;
  /** the code Apply priced (sent with the order), or null */
  discount: DiscountQuote | null;
}

export interface EstimateValues extends ContactValues {
  notes: string;
}

export interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = {
  name: '',
  number: '',
  expiry: '',
  cvc: '',
};

const required = () => yup.string().trim().required(MESSAGES.required);

const contactShape = {
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: required().email(MESSAGES.email),
  phone: phoneSchema().required(MESSAGES.required),
};

const whenNewAddress = (schema: yup.StringSchema) =>
  yup.string().when('address_choice', {
    is: NEW_ADDRESS,
    then: () => schema,
    otherwise: (s) => s.notRequired(),
  });

export const checkoutSchema = yup.object({
  ...contactShape,
  address_choice: required(),
  address_line1: whenNewAddress(required().max(120)),
  address_line2: yup.string().trim().max(120),
  city: whenNewAddress(required().max(60)),
  state: whenNewAddress(required().max(60)),
  zip: whenNewAddress(required().max(12)),
  country: whenNewAddress(required().matches(/^[A-Za-z]{2}$/, COUNTRY_MESSAGE)),
  carrier_id: yup.string().required(MESSAGES.shippingMissing),
  insurance_id: yup.string(),
});

export const estimateSchema = yup.object({
  ...contactShape,
  notes: yup.string().max(NOTES_MAX, NOTES_MESSAGE),
});

export const cardSchema = yup.object({
  name: required().max(80),
  number: required().test('luhn', CARD_MESSAGES.number, (v) =>
    passesLuhn(v ?? ''),
  ),
  expiry: required()
    .test('format', CARD_MESSAGES.expiry, (v) => parseExpiry(v ?? '') !== null)
    .test('expired', CARD_MESSAGES.expired, (v) => {
      const parsed = parseExpiry(v ?? '');
      return parsed === null || !isExpired(parsed);
    }),
  cvc: required().test('cvc', CARD_MESSAGES.cvc, (v, ctx) =>
    isCvcValid(v ?? '', String(ctx.parent.number ?? '')),
  ),
});

/**
 * The api names fields by their place in the body ('contact.phone', 'shipping_address.zip',
 * 'card.exp_month'); the forms use flat names.
 */
export function toFormErrors(
  errors: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const last = field.split('.').pop() ?? field;
    const name =
      last === 'exp_month' || last === 'exp_year'
        ? 'expiry'
        : field === 'address_id'
          ? 'address_choice'
          : last;
    out[name] ??= message;
  }
  return out;
}
