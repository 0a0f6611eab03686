import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { resetLinkInvalid, userIdOfKey } from './passwordReset';

// The store portal's password reset (issue 11): the same links and table as the customer's
// (domain/passwordReset.ts: key = the user id, a random token of which only the sha256 is kept,
// valid 1 hour, once), but only for active store owners and staff. A customer's link never works
// here and a portal link never works on the storefront: each side looks up its own kind of user.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** A store owner or staff member who may ask for a link. */
export interface PortalResetUser {
  id: number;
  first_name: string;
  email: string;
  store_id: number;
}

const PORTAL_USER = `u.kind = 'portal' AND u.role_id IN (3, 4) AND u.store_id IS NOT NULL
  AND u.is_active AND NOT u.is_invited`;

/** The active store owner or staff member with this email, else null. */
export async function findPortalUserByEmail(
  db: Db,
  email: string,
): Promise<PortalResetUser | null> {
  const rows = await db.query<PortalResetUser>(
    `SELECT u.id, u.first_name, u.email, u.store_id FROM users u
     WHERE ${PORTAL_USER} AND lower(u.email) = lower($1) ORDER BY u.id LIMIT 1`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** The portal user a live (unused, unexpired) link belongs to, else null. */
export async function findPortalResetTarget(
  db: Db,
  key: string,
  token: string,
): Promise<{ user_id: number; email: string } | null> {
  const userId = userIdOfKey(key);
  if (userId === null || !TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<{ user_id: number; email: string }>(
    `SELECT u.id AS user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > now()
       AND ${PORTAL_USER}`,
    [hashToken(token), userId],
  );
  return rows[0] ?? null;
}

/**
 * Sets the new password through a live portal link: the link and every other open link of the user
 * are used up, and all the user's logins end. Throws RESET_LINK_INVALID otherwise.
 */
export async function resetPortalPassword(
  db: Db,
  input: { key: string; token: string; password: string },
): Promise<void> {
  const target = await findPortalResetTarget(db, input.key, input.token);
  if (!target) throw resetLinkInvalid();
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const used = await tx.query(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [hashToken(input.token), target.user_id],
    );
    if (used.length === 0) return false;
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [target.user_id],
    );
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      target.user_id,
      passwordHash,
    ]);
    await tx.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
      [target.user_id],
    );
    return true;
  });
  if (!done) throw resetLinkInvalid();
}
