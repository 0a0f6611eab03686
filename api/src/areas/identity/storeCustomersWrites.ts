import {
  CUSTOMER_MESSAGES,
  type CustomerDetail,
  type CustomerEdit,
  type CustomerInput,
} from 'shared/contracts/customers';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { ACCOUNT_MESSAGES } from '../../platform/fieldChecks';
import {
  assertEmailFree,
  checkCustomer,
  lockStore,
} from './storeCustomerChecks';
import { loadCustomer } from './storeCustomerDetail';
import type { CustomerScope } from './storeCustomers';

// The store portal's customer writes: create (a customer without an account; the email
// is unique per store, a taken one 409 with the field's message), edit and tags with the version
// the caller saw (stale: 409 with the customer as it is now), and comments on the timeline. The
// record's rules: storeCustomerChecks.ts.

/** Creates a customer of the caller's store (no storefront account yet). */
export async function createCustomer(
  db: Db,
  scope: CustomerScope,
  body: CustomerInput,
): Promise<CustomerDetail> {
  const values = checkCustomer(body);
  const id = await db.transaction(async (tx) => {
    await lockStore(tx, scope.storeId);
    await assertEmailFree(tx, scope.storeId, values.email, null);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO customers (store_id, first_name, last_name, email, phone, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        scope.storeId,
        values.first_name,
        values.last_name,
        values.email,
        values.phone,
        scope.principal.user.id,
      ],
    );
    return row!.id;
  });
  return loadCustomer(db, scope, id);
}

interface Current {
  id: number;
  version: number;
  email: string;
  user_id: number | null;
}

async function currentOf(
  tx: Db,
  scope: CustomerScope,
  id: number,
): Promise<Current> {
  const [row] = await tx.query<Current>(
    'SELECT id, version, email, user_id FROM customers WHERE id = $1 AND store_id = $2',
    [id, scope.storeId],
  );
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  return row;
}

const stale = (current: CustomerDetail) =>
  new ApiError(409, 'CONFLICT', CUSTOMER_MESSAGES.stale, {}, { current });

/** Runs `write` when the customer is at `version`; else 409 with the customer as it is now. */
async function writeAt(
  db: Db,
  scope: CustomerScope,
  id: number,
  version: number,
  write: (tx: Db, current: Current) => Promise<void>,
): Promise<CustomerDetail> {
  const done = await db.transaction(async (tx) => {
    await lockStore(tx, scope.storeId);
    const current = await currentOf(tx, scope, id);
    if (current.version !== version) return false;
    await write(tx, current);
    await tx.query(
      'UPDATE customers SET version = version + 1, updated_on = now() WHERE id = $1',
      [id],
    );
    return true;
  });
  const customer = await loadCustomer(db, scope, id);
  if (!done) throw stale(customer);
  return customer;
}

/** Edits name, email and phone; the email of a customer who signs in stays theirs to change. */
export function editCustomer(
  db: Db,
  scope: CustomerScope,
  id: number,
  body: CustomerEdit,
): Promise<CustomerDetail> {
  const values = checkCustomer(body);
  return writeAt(db, scope, id, body.version, async (tx, current) => {
    const emailChanged =
      values.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged && current.user_id !== null)
      throw validationError({ email: CUSTOMER_MESSAGES.accountEmail });
    if (emailChanged)
      await assertEmailFree(tx, scope.storeId, values.email, id);
    await tx.query(
      `UPDATE customers SET first_name = $2, last_name = $3, email = $4, phone = $5 WHERE id = $1`,
      [
        id,
        values.first_name,
        values.last_name,
        emailChanged ? values.email : current.email,
        values.phone,
      ],
    );
    if (current.user_id !== null)
      await tx.query(
        'UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1',
        [current.user_id, values.first_name, values.last_name],
      );
  });
}

/** The tags trimmed, without repeats (the first spelling of a tag wins), in the given order. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || tag.length > 30)
      throw validationError({ tags: CUSTOMER_MESSAGES.tag });
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

/** Replaces the customer's tags. */
export function saveCustomerTags(
  db: Db,
  scope: CustomerScope,
  id: number,
  tags: string[],
  version: number,
): Promise<CustomerDetail> {
  const clean = normaliseTags(tags);
  return writeAt(db, scope, id, version, async (tx) => {
    await tx.query('UPDATE customers SET tags = $2::text[] WHERE id = $1', [
      id,
      clean,
    ]);
  });
}

/** Adds a comment by the caller to the customer's timeline (no version: comments never clash). */
export async function addCustomerComment(
  db: Db,
  scope: CustomerScope,
  id: number,
  body: string,
): Promise<CustomerDetail> {
  await currentOf(db, scope, id);
  const text = body.trim();
  if (!text) throw validationError({ body: ACCOUNT_MESSAGES.required });
  const { user } = scope.principal;
  const author = `${user.first_name} ${user.last_name}`.trim() || user.email;
  await db.query(
    `INSERT INTO customer_comments (customer_id, author_user_id, author_name, body)
     VALUES ($1, $2, $3, $4)`,
    [id, user.id, author, text],
  );
  return loadCustomer(db, scope, id);
}
