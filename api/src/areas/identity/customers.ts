import { hashPassword } from '../../auth/passwords';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { ACCOUNT_MESSAGES } from '../../platform/fieldChecks';

// Customer accounts: the customer's profile, registration and record (the field rules are
// platform/fieldChecks.ts's).

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export async function loadProfile(
  db: Db,
  customerId: number,
): Promise<Profile | null> {
  const rows = await db.query<Profile>(
    'SELECT id, first_name, last_name, email, phone FROM customers WHERE id = $1',
    [customerId],
  );
  return rows[0] ?? null;
}

export interface NewCustomer {
  storeId: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string | null;
}

const emailTaken = () =>
  validationError({ email: ACCOUNT_MESSAGES.emailTaken });

/** Creates the user (kind customer, role 1) and its customers row; answers the user id. */
export async function registerCustomer(
  db: Db,
  input: NewCustomer,
): Promise<number> {
  const email = input.email.trim();
  const taken = await db.query(
    `SELECT 1 FROM users WHERE kind = 'customer' AND store_id = $1 AND lower(email) = lower($2)`,
    [input.storeId, email],
  );
  if (taken.length > 0) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, store_id)
         VALUES ('customer', $1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          email,
          passwordHash,
          input.firstName,
          input.lastName,
          ROLES.customer,
          input.storeId,
        ],
      );
      await tx.query(
        `INSERT INTO customers (store_id, user_id, first_name, last_name, email, phone)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          input.storeId,
          user!.id,
          input.firstName,
          input.lastName,
          email,
          input.phone,
        ],
      );
      return user!.id;
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser gets the message.
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
}

/** Changes the given profile fields of the customer (the names also on its user). */
export async function updateProfile(
  db: Db,
  customerId: number,
  patch: { first_name?: string; last_name?: string; phone?: string | null },
): Promise<void> {
  // COALESCE keeps a field that was not sent; phone uses a flag since null is a value.
  const params = [
    customerId,
    patch.first_name ?? null,
    patch.last_name ?? null,
    patch.phone !== undefined,
    patch.phone ?? null,
  ];
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number | null }>(
      `UPDATE customers SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
         phone = CASE WHEN $4::boolean THEN $5::text ELSE phone END
       WHERE id = $1 RETURNING user_id`,
      params,
    );
    if (row?.user_id)
      await tx.query(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name)
         WHERE id = $1`,
        [row.user_id, params[1], params[2]],
      );
  });
}

/** The registered customer of a sales order or estimate, as the portals see it (null for a guest). */
export async function recordCustomer(
  db: Db,
  record: 'sales_orders' | 'estimates',
  id: number,
): Promise<{ id: number; first_name: string; last_name: string } | null> {
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
  }>(
    `SELECT c.id, c.first_name, c.last_name FROM customers c JOIN ${record} r ON r.customer_id = c.id
     WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
