import type { Db } from '../../db/types';
import {
  RESET_TOKEN_PATTERN,
  resetLinkInvalid,
  resetTokenHash,
  setPasswordByLink,
  userIdOfKey,
} from './passwordReset';

// The portals' password reset (store portal and vendor portal): the same links
// and table as the customer's (areas/identity/passwordReset.ts: key = the user id, a random token of which
// only the sha256 is kept, valid 1 hour, once), but only for the side's active users: store owners
// and staff on the store portal, vendor owners and staff on the vendor portal. A link of one side
// never works on another: each side looks up its own kind of user.

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
  if (userId === null || !RESET_TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<{ user_id: number; email: string }>(
    `SELECT u.id AS user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.user_id = $2 AND r.used_at IS NULL AND r.expires_at > now()
       AND ${SIDE_USER[side]}`,
    [resetTokenHash(token), userId],
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
  await setPasswordByLink(db, target.user_id, input.token, input.password);
}
