import type {
  VendorAddressInput,
  VendorSignup,
} from 'shared/contracts/vendorOnboarding';
import type { Db } from '../../db/types';
import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  type FieldErrors,
  throwIfErrors,
} from '../../platform/fieldChecks';

// The rules of a vendor's details, for the vendor's own sign-up (onboarding), a store's invitation
// to sign up (./storeVendorsInvitationSignup.ts) and the vendor's addresses.

export const SIGNUP_MESSAGES = {
  vendorName: 'Please enter 2 to 100 characters',
  linkInvalid:
    'This sign-up link is invalid or has expired. Sign up again to get a new one.',
} as const;

/** The sign-up form's values, trimmed, or the 400 with every field's error. */
export function checkVendorSignup(body: VendorSignup) {
  const errors: FieldErrors = {};
  const vendorName = body.vendor_name.trim();
  if (!vendorName) errors.vendor_name = ACCOUNT_MESSAGES.required;
  else if (vendorName.length < 2 || vendorName.length > 100)
    errors.vendor_name = SIGNUP_MESSAGES.vendorName;
  const firstName = checkName(errors, 'first_name', body.first_name);
  const lastName = checkName(errors, 'last_name', body.last_name);
  const email = checkEmail(errors, 'email', body.email);
  checkNewPassword(errors, 'password', body.password);
  throwIfErrors(errors);
  return { vendorName, firstName, lastName, email, password: body.password };
}

/** Whether a vendor user already has this email. */
export async function vendorEmailTaken(db: Db, email: string) {
  const rows = await db.query(
    "SELECT 1 FROM users WHERE kind = 'vendor' AND lower(email) = lower($1)",
    [email],
  );
  return rows.length > 0;
}

const required = (errors: FieldErrors, field: string, value?: string) => {
  const text = (value ?? '').trim();
  if (!text) errors[field] ??= ACCOUNT_MESSAGES.required;
  return text;
};

/** A vendor address's fields, trimmed, or the 400 with every field's error. */
export function checkVendorAddress(body: VendorAddressInput) {
  const errors: FieldErrors = {};
  const values = {
    name: required(errors, 'name', body.name),
    line1: required(errors, 'address_line1', body.address_line1),
    line2: (body.address_line2 ?? '').trim(),
    city: required(errors, 'city', body.city),
    state: required(errors, 'state', body.state),
    zip: required(errors, 'zip', body.zip),
    phone: checkPhone(errors, 'phone', body.phone),
  };
  throwIfErrors(errors);
  return values;
}

/** The checked fields in the column order name, line 1, line 2, city, state, zip, phone. */
export const addressParams = (v: ReturnType<typeof checkVendorAddress>) => [
  v.name,
  v.line1,
  v.line2,
  v.city,
  v.state,
  v.zip,
  v.phone,
];
