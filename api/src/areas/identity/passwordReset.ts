import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import { revokeLoginsOfUser } from '../../auth/tokens';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';

// Password reset links `{origin}/reset-password/{key}/{token}`: key = base64url of the user id,
// token = 32 random bytes (base64url). Only the token's sha256 is stored; valid 1 hour, once.

export const RESET_TTL_SECONDS = 60 * 60;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we sent a link to reset the password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';

export const resetLinkInvalid = () =>
  new ApiError(
    400,
    'RESET_LINK_INVALID',
    'This password reset link is invalid or has expired.',
  );

/** The sha256 (hex) a reset link's token is kept as. */
export const resetTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const keyOf = (userId: number) =>
  Buffer.from(String(userId)).toString('base64url');

/** The user id of a link key, or null when the key is not one we make. */
export function userIdOfKey(key: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decoded) || keyOf(Number(decoded)) !== key)
    return null;
  const id = Number(decoded);
  return id <= 2147483647 ? id : null;
}

/** What a reset link's token looks like (32 random bytes, base64url). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new reset token for the user; answers the link's path `/reset-password/{key}/{token}`. */
export async function createResetLink(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, resetTokenHash(token), RESET_TTL_SECONDS],
  );
  return `/reset-password/${keyOf(userId)}/${token}`;
}

interface ResetTarget {
  user_id: number;
  email: string;
  store_id: number;
}

/** The customer a live (unused, unexpired) link belongs to, else null. */
export async function findResetTarget(
  db: Db,
  key: string,
  token: string,
  storeId?: number,
): Promise<ResetTarget | null> {
  const userId = userIdOfKey(key);
  if (userId === null || !RESET_TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<ResetTarget>(
    `SELECT u.id AS user_id, u.email, u.store_id FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > now()
       AND u.kind = 'customer' AND u.is_active AND ($3::int IS NULL OR u.store_id = $3)`,
    [resetTokenHash(token), userId, storeId ?? null],
  );
  return rows[0] ?? null;
}

/**
 * Sets the new password through a live link: the link (and every other open link of the user) is
 * used up and all the user's refresh tokens are revoked. Throws RESET_LINK_INVALID otherwise.
 */
export async function resetPassword(
  db: Db,
  input: { key: string; token: string; password: string; storeId?: number },
): Promise<void> {
  const target = await findResetTarget(
    db,
    input.key,
    input.token,
    input.storeId,
  );
  if (!target) throw resetLinkInvalid();
  await setPasswordByLink(db, target.user_id, input.token, input.password);
}

/**
 * Sets the user's new password through their live link `token` (of customers and portals alike):
 * the link and every other open link of the user are used up, and all the user's refresh tokens
 * are revoked. Throws RESET_LINK_INVALID when the link was used meanwhile.
 */
export async function setPasswordByLink(
  db: Db,
  userId: number,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    // Only one request can use the token; a concurrent second one finds it used.
    const used = await tx.query(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [resetTokenHash(token), userId],
    );
    if (used.length === 0) return false;
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      userId,
      passwordHash,
    ]);
    await revokeLoginsOfUser(tx, userId);
    return true;
  });
  if (!done) throw resetLinkInvalid();
}

/** The active customer of the store with this email (any case), whom a reset link may be sent to. */
export async function customerToReset(
  db: Db,
  storeId: number,
  email: string,
): Promise<{ id: number; first_name: string; email: string } | undefined> {
  const [user] = await db.query<{
    id: number;
    first_name: string;
    email: string;
  }>(
    `SELECT id, first_name, email FROM users
     WHERE kind = 'customer' AND store_id = $1 AND lower(email) = lower($2) AND is_active`,
    [storeId, email.trim()],
  );
  return user;
}
