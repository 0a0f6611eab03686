import { MESSAGES, NAME_REGEX } from 'shared/validation';
import { validationError } from '../errors';

// The field rules of people's details (names, emails, phone numbers, passwords) every area checks
// its input with: the messages are those of shared/validation, kept equal by
// api/test/accounts.test.ts.

/** Optional country code, then groups of 3-4 digits. */
export const PHONE_REGEX =
  /^(\+?\d{1,3}[\s.-]?)?\(?\d{3,4}\)?([\s.-]?\d{3,4}){1,3}$/;

export const ACCOUNT_MESSAGES = {
  required: 'This field is required.',
  name: MESSAGES.name,
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  password: 'Use at least 8 characters with a letter and a digit.',
  emailTaken: 'An account with this email already exists.',
} as const;

export type FieldErrors = Record<string, string>;

/** A required person name; adds its error and answers the trimmed value. */
export function checkName(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
): string {
  const name = (value ?? '').trim();
  if (!name) errors[field] ??= ACCOUNT_MESSAGES.required;
  else if (!NAME_REGEX.test(name)) errors[field] ??= ACCOUNT_MESSAGES.name;
  return name;
}

/** The shape of an email address the api accepts. */
export const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (trimmed) text has the shape of an email address. */
export const isEmail = (text: string) => EMAIL_REGEX.test(text);

/** A required email; adds its error and answers it trimmed and in lower case. */
export function checkEmail(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
): string {
  const email = (value ?? '').trim().toLowerCase();
  if (!email) errors[field] ??= ACCOUNT_MESSAGES.required;
  else if (!EMAIL_REGEX.test(email)) errors[field] ??= ACCOUNT_MESSAGES.email;
  return email;
}

/** An optional phone number: '' and null mean none. */
export function checkPhone(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
): string | null {
  const phone = (value ?? '').trim();
  if (!phone) return null;
  if (!PHONE_REGEX.test(phone)) errors[field] ??= ACCOUNT_MESSAGES.phone;
  return phone;
}

export const isStrongPassword = (password: string) =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

export function checkPassword(
  errors: FieldErrors,
  field: string,
  password: string,
): void {
  if (!isStrongPassword(password)) errors[field] ??= ACCOUNT_MESSAGES.password;
}

/** A password being set: required, and strong enough. */
export function checkNewPassword(
  errors: FieldErrors,
  field: string,
  password: string | null | undefined,
): void {
  if (!password) errors[field] ??= ACCOUNT_MESSAGES.required;
  else checkPassword(errors, field, password);
}

export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
