import type { SavedAddress } from 'shared/contracts/accounts';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import {
  ACCOUNT_MESSAGES,
  checkName,
  checkPhone,
  throwIfErrors,
  type FieldErrors,
} from '../../platform/fieldChecks';

// A customer's saved addresses. Every query is scoped to the customer: another customer's address
// answers 404 'Address not found.'. At most one default per customer (a partial unique index).

export type AddressInput = Partial<
  Record<Exclude<keyof SavedAddress, 'id' | 'is_default'>, string | null>
> & { is_default?: boolean };

type AddressValues = Omit<SavedAddress, 'id' | 'is_default'>;

export const addressNotFound = () => notFound('Address not found.');
/** The same message as the checkout's address check (areas/checkout/orderInput.ts). */
export const ADDRESS_MESSAGES = {
  country: 'Please enter a 2-letter country code',
} as const;

const COLUMNS =
  'id, first_name, last_name, address_line1, address_line2, city, state, zip, country, phone, is_default';

function required(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
): string {
  const text = (value ?? '').trim();
  if (!text) errors[field] ??= ACCOUNT_MESSAGES.required;
  return text;
}

/** The cleaned values of an address body, or 400 with every field error. */
export function validateAddress(
  input: AddressInput,
  prefix = '',
): AddressValues {
  const errors: FieldErrors = {};
  const f = (name: string) => `${prefix}${name}`;
  const country = (input.country ?? '').trim().toUpperCase() || 'US';
  if (!/^[A-Z]{2}$/.test(country))
    errors[f('country')] ??= ADDRESS_MESSAGES.country;
  const values: AddressValues = {
    first_name: checkName(errors, f('first_name'), input.first_name),
    last_name: checkName(errors, f('last_name'), input.last_name),
    address_line1: required(errors, f('address_line1'), input.address_line1),
    address_line2: (input.address_line2 ?? '').trim() || null,
    city: required(errors, f('city'), input.city),
    state: required(errors, f('state'), input.state),
    zip: required(errors, f('zip'), input.zip),
    country,
    phone: checkPhone(errors, f('phone'), input.phone),
  };
  throwIfErrors(errors);
  return values;
}

export async function listAddresses(
  db: Db,
  customerId: number,
): Promise<SavedAddress[]> {
  return db.query<SavedAddress>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY is_default DESC, id`,
    [customerId],
  );
}

export async function findAddress(
  db: Db,
  customerId: number,
  id: number,
): Promise<SavedAddress | null> {
  const rows = await db.query<SavedAddress>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 AND id = $2`,
    [customerId, id],
  );
  return rows[0] ?? null;
}

const VALUE_FIELDS = [
  'first_name',
  'last_name',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;

/** Adds an address; the first one (or one sent with is_default) becomes the default. */
export async function createAddress(
  db: Db,
  customerId: number,
  values: AddressValues,
  isDefault: boolean | undefined,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ has_default: boolean }>(
      'SELECT bool_or(is_default) AS has_default FROM customer_addresses WHERE customer_id = $1',
      [customerId],
    );
    const makeDefault = isDefault ?? !existing?.has_default;
    if (makeDefault)
      await tx.query(
        'UPDATE customer_addresses SET is_default = false WHERE customer_id = $1 AND is_default',
        [customerId],
      );
    const [row] = await tx.query<SavedAddress>(
      `INSERT INTO customer_addresses (customer_id, ${VALUE_FIELDS.join(', ')}, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
      [customerId, ...VALUE_FIELDS.map((k) => values[k]), makeDefault],
    );
    return row!;
  });
}

/** Replaces the caller's address; is_default true makes it the only default. 404 if not theirs. */
export async function updateAddress(
  db: Db,
  customerId: number,
  id: number,
  values: AddressValues,
  isDefault: boolean | undefined,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const current = await findAddress(tx, customerId, id);
    if (!current) throw addressNotFound();
    const makeDefault = isDefault ?? current.is_default;
    if (makeDefault)
      await tx.query(
        'UPDATE customer_addresses SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2',
        [customerId, id],
      );
    const sets = VALUE_FIELDS.map((k, i) => `${k} = $${i + 3}`).join(', ');
    const [row] = await tx.query<SavedAddress>(
      `UPDATE customer_addresses SET ${sets}, is_default = $12
       WHERE customer_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [customerId, id, ...VALUE_FIELDS.map((k) => values[k]), makeDefault],
    );
    return row!;
  });
}

export async function deleteAddress(
  db: Db,
  customerId: number,
  id: number,
): Promise<void> {
  const rows = await db.query(
    'DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2 RETURNING id',
    [customerId, id],
  );
  if (rows.length === 0) throw addressNotFound();
}
