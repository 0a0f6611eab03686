import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../../auth/passwords';
import { USER_COLUMNS, type UserRow } from '../../auth/principal';
import { sessionPayload } from './session';
import { issueTokens, type TokenSubject } from '../../auth/tokens';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/types';
import { invalidCredentials } from '../../errors';

// Signing in: the credentials check every kind of account shares, and the answer of a login.

export const subjectOf = (user: UserRow): TokenSubject => ({
  id: user.id,
  role_id: user.role_id,
  store_id: user.store_id,
  vendor_id: user.vendor_id,
  customer_id: user.customer_id,
});

/** The LoginResponse of a user: a new login (token pair) plus the session payload. */
export async function loginResponseFor(
  db: Db,
  config: ResolvedConfig,
  user: UserRow,
) {
  const tokens = await issueTokens(db, subjectOf(user), config);
  return { ...tokens, ...(await sessionPayload(db, user)) };
}

/** Checks email + password for one kind of account; every failure is the same 401. */
export async function checkCredentials(
  db: Db,
  kind: UserRow['kind'],
  email: string,
  password: string,
  storeId?: number,
) {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN customers c ON c.user_id = u.id
     WHERE u.kind = $1 AND lower(u.email) = lower($2) AND ($3::int IS NULL OR u.store_id = $3)`,
    [kind, email.trim(), storeId ?? null],
  );
  const user = rows[0];
  if (!user) {
    await verifyDummyPassword(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, user.password_hash)) || !user.is_active)
    throw invalidCredentials();
  // Transparent upgrade: a hash made with older, cheaper parameters is replaced on login.
  if (needsRehash(user.password_hash))
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword(password),
    ]);
  return user;
}
