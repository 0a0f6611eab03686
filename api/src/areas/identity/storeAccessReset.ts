import { createHash } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { resetLinkInvalid, userIdOfKey } from './passwordReset';

// The portals' password reset (store portal and vendor portal): the same links
// and table as the customer's (areas/identity/passwordReset.ts: key = the user id, a random token of which
// only the sha256 is kept, valid 1 hour, once), but only for the side's active users: store owners
// and staff on the store portal, vendor owners and staff on the vendor portal. A link of one side
// never works on another: each side looks up its own kind of user.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** The side of the platform a reset belongs to. */
export type ResetSide = 'portal' | 'vendor';

/** A store's or vendor's user who may ask for a link, with the store or vendor they belong to. */
export interface PortalResetUser {
  id: number;
  first_name: string;
  email: string;
  store_id: number | null;
  vendor_id: number | null;
}

const ACTIVE = 'u.is_active AND NOT u.is_invited';
const SIDE_USER: Record<ResetSide, string> = {
  portal: `u.kind = 'portal' AND u.role_id IN (3, 4) AND u.store_id IS NOT NULL AND ${ACTIVE}`,
  vendor: `u.kind = 'vendor' AND u.role_id IN (7, 8) AND u.vendor_id IS NOT NULL AND ${ACTIVE}`,
};

/** The side's active owner or staff member with this email, else null. */
export async function findPortalUserByEmail(
  db: Db,
  email: string,
  side: ResetSide = 'portal',
): Promise<PortalResetUser | null> {
  const rows = await db.query<PortalResetUser>(
    `SELECT u.id, u.first_name, u.email, u.store_id, u.vendor_id FROM users u
     WHERE ${SIDE_USER[side]} AND lower(u.email) = lower($1) ORDER BY u.id LIMIT 1`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** The side's user a live (unused, unexpired) link belongs to, else null. */
export async function findPortalResetTarget(
  db: Db,
  key: string,
  token: string,
  side: ResetSide = 'portal',
): Promise<{ user_id: number; email: string } | null> {
  const userId = userIdOfKey(key);
  if (userId === null || !TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<{ user_id: number; email: string }>(
    `SELECT u.id AS user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > now()
       AND ${SIDE_USER[side]}`,
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
  side: ResetSide = 'portal',
): Promise<void> {
  const target = await findPortalResetTarget(db, input.key, input.token, side);
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
