import {
  CUSTOMER_MESSAGES,
  type CustomerInput,
} from 'shared/contracts/customers';
import { NAME_REGEX } from 'shared/validation';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import {
  checkEmail,
  checkName,
  checkPhone,
  ACCOUNT_MESSAGES,
  throwIfErrors,
  type FieldErrors,
} from '../../platform/fieldChecks';

// The rules of a store's customer record: its fields, and its email unique per store (among the
// store's customers and its storefront accounts), checked and written under one lock per store.

interface Checked {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** The fields by the customer field rules (shared/validation); 400 with every field's message. */
export function checkCustomer(body: CustomerInput): Checked {
  const errors: FieldErrors = {};
  const first = checkName(errors, 'first_name', body.first_name);
  const last = (body.last_name ?? '').trim();
  if (last && !NAME_REGEX.test(last))
    errors.last_name ??= ACCOUNT_MESSAGES.name;
  const email = checkEmail(errors, 'email', body.email);
  const phone = checkPhone(errors, 'phone', body.phone);
  throwIfErrors(errors);
  return { first_name: first, last_name: last, email, phone };
}

const emailTaken = () =>
  new ApiError(409, 'CUSTOMER.EMAIL_TAKEN', CUSTOMER_MESSAGES.emailTaken, {
    email: CUSTOMER_MESSAGES.emailTaken,
  });

/** Serialises the customer writes of one store (the email check and the write are one step). */
export async function lockStore(tx: Db, storeId: number): Promise<void> {
  await tx.query(
    "SELECT pg_advisory_xact_lock(hashtext('store-customers'), $1)",
    [storeId],
  );
}

/** 409 with the field's message when another customer or account of the store has the email. */
export async function assertEmailFree(
  tx: Db,
  storeId: number,
  email: string,
  exceptId: number | null,
): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM customers WHERE store_id = $1 AND lower(email) = lower($2)
       AND ($3::int IS NULL OR id <> $3)
     UNION ALL
     SELECT 1 FROM users WHERE kind = 'customer' AND store_id = $1 AND lower(email) = lower($2)
       AND ($3::int IS NULL OR id IS DISTINCT FROM (SELECT user_id FROM customers WHERE id = $3))`,
    [storeId, email, exceptId],
  );
  if (rows.length > 0) throw emailTaken();
}
