import * as yup from 'yup';
import { isStoreScriptUrl } from 'shared/csp';
import { CHARGE_MESSAGES, MESSAGES, PASSWORD_RULE } from './messages';
import { NAME_REGEX } from './name';

export {
  BANK_MESSAGES,
  CHARGE_MESSAGES,
  MESSAGES,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
} from './messages';

export {
  isPersonName,
  NAME_PATTERN,
  NAME_REGEX,
  OPTIONAL_NAME_PATTERN,
} from './name';

/** Optional country code, then groups of 3-4 digits (spaces, dots or dashes between). */
export const PHONE_REGEX =
  /^(\+?\d{1,3}[\s.-]?)?\(?\d{3,4}\)?([\s.-]?\d{3,4}){1,3}$/;
/** Digits with at most 2 decimals, never negative. */
export const MONEY_REGEX = /^\d+(\.\d{0,2})?$/;
/** http or https URL. */
export const URL_REGEX = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const DIGITS_REGEX = /^\d*$/;
export const LETTERS_REGEX = /^[A-Za-z]*$/;
export const MONEY_MAX_LENGTH = 15;
export const ORDER_NUMBER_LENGTH = 7;

/** Key-press filter for money inputs: allows a partial value the user is still typing. */
export function isMoneyInput(
  value: string,
  maxLength: number = MONEY_MAX_LENGTH,
): boolean {
  return value === '' || (value.length <= maxLength && MONEY_REGEX.test(value));
}

/** Optional phone number. */
export const phoneSchema = () =>
  yup.string().trim().matches(PHONE_REGEX, {
    message: MESSAGES.phone,
    excludeEmptyString: true,
  });
/** Person name: letters of any script and spaces, 2-30 characters (./name). */
export const nameSchema = () =>
  yup
    .string()
    .trim()
    .matches(NAME_REGEX, { message: MESSAGES.name, excludeEmptyString: true });
/** Money as typed (string): ≤2 decimals, ≤15 characters, no negative sign. */
export const moneySchema = (maxLength: number = MONEY_MAX_LENGTH) =>
  yup
    .string()
    .trim()
    .test('no-negative', MESSAGES.negative, (v) => !v || !v.startsWith('-'))
    .max(maxLength, MESSAGES.moneyLength)
    .matches(MONEY_REGEX, {
      message: MESSAGES.money,
      excludeEmptyString: true,
    });
/** http(s) URL. */
export const urlSchema = () =>
  yup
    .string()
    .trim()
    .matches(URL_REGEX, { message: MESSAGES.url, excludeEmptyString: true });
/** Optional store script setting: the http(s) address of a script, never markup or code (shared/csp). */
export const scriptUrlSchema = () =>
  yup
    .string()
    .trim()
    .test('script-url', MESSAGES.url, (v) => !v || isStoreScriptUrl(v));
/** Digits only. */
export const digitsSchema = () =>
  yup.string().matches(DIGITS_REGEX, MESSAGES.digits);
/** Letters only. */
export const lettersSchema = () =>
  yup.string().matches(LETTERS_REGEX, MESSAGES.letters);
/** Required order number of exactly 7 characters. */
export const orderNumberSchema = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .length(ORDER_NUMBER_LENGTH, MESSAGES.orderNumber);
/** The Track order dialog form. */
export const trackOrderSchema = () =>
  yup.object({ order_number: orderNumberSchema() });

export { yup };
export {
  isAccountNumber,
  isIban,
  isRoutingNumber,
  normalizeIban,
} from './bank';

/** A new password, required and checked by the api's rule. */
export const newPasswordSchema = () =>
  yup
    .string()
    .required(MESSAGES.required)
    .min(8, PASSWORD_RULE)
    .matches(/[A-Za-z]/, PASSWORD_RULE)
    .matches(/\d/, PASSWORD_RULE);

/**
 * An extra or additional charge the store or the vendor asks of the customer: the spec's money rule
 * above 0 and a reason (the api's own messages, so page and server say the same).
 */
export const chargeSchema = () =>
  yup.object({
    amount: moneySchema()
      .required(MESSAGES.required)
      .test(
        'positive',
        CHARGE_MESSAGES.amountPositive,
        (value) => !value || Number(value) > 0,
      ),
    reason: yup
      .string()
      .trim()
      .required(MESSAGES.required)
      .max(500, CHARGE_MESSAGES.reasonLength),
  });
export type ChargeValues = yup.InferType<ReturnType<typeof chargeSchema>>;
