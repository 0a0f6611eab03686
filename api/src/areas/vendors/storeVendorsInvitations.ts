import { createHash, randomBytes } from 'node:crypto';
import {
  STORE_VENDOR_MESSAGES,
  type VendorInvitation,
} from 'shared/contracts/storeVendors';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { iso } from '../../platform/wire';

// A store invites a vendor by mail: the link `{vendor portal}/store-invitation/{uid}`
// carries 32 random bytes (base64url); only their sha256 is stored, as for staff invitations. A
// link works once, for 7 days, and not after it was withdrawn, declined or replaced by a re-sent
// one. Every way a link is not usable answers the same 404, so a stranger learns nothing from it.
// The invitation is for its email: a vendor owner of another email can neither accept nor decline
// it (403, the link stays usable), and a new vendor signing up through it uses that email. The
// store's side is here; the link's lookup and answer are in ./storeVendorsInvitationLinks.ts.

export const INVITATION_EMAIL_MESSAGES = {
  otherEmail:
    'This invitation was sent to {email}, not to the email of your account. Log in with the vendor account of {email} to accept it, or ask the store to invite your email.',
  signupEmail: 'Please use the email this invitation was sent to: {email}.',
  accountExists:
    'This email already has a vendor account. Please log in to accept the invitation.',
} as const;

/** Whether two emails are the same address (as typed, in any case). */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export const VENDOR_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const pathOf = (token: string) => `/store-invitation/${token}`;

/** The SQL condition of an invitation still pending (alias `i`). */
export const PENDING = `i.used_at IS NULL AND i.revoked_at IS NULL AND i.declined_at IS NULL
  AND i.expires_at > now()`;

interface Row {
  id: number;
  email: string;
  name: string | null;
  created_on: Date | string;
  expires_at: Date | string;
}
const toInvitation = (row: Row): VendorInvitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  created_on: iso(row.created_on),
  expires_on: iso(row.expires_at),
});
const SELECT = 'SELECT i.id, i.email, i.name, i.created_on, i.expires_at';

/** The store's pending vendor invitations, newest first. */
export async function listVendorInvitations(
  db: Db,
  storeId: number,
): Promise<VendorInvitation[]> {
  const rows = await db.query<Row>(
    `${SELECT} FROM store_vendor_invitations i WHERE i.store_id = $1 AND ${PENDING}
     ORDER BY i.created_on DESC, i.id DESC`,
    [storeId],
  );
  return rows.map(toInvitation);
}

/**
 * Invites an email: 400 when a pending invitation of the store has it, or a vendor owner with it
 * is already linked to the store. Answers the invitation and the link's path.
 */
export async function inviteVendor(
  db: Db,
  storeId: number,
  email: string,
  name: string | null,
): Promise<{ invitation: VendorInvitation; path: string }> {
  return db.transaction(async (tx) => {
    const pending = await tx.query(
      `SELECT 1 FROM store_vendor_invitations i
       WHERE i.store_id = $1 AND lower(i.email) = lower($2) AND ${PENDING}`,
      [storeId, email],
    );
    if (pending.length > 0)
      throw validationError({ email: STORE_VENDOR_MESSAGES.emailTaken });
    const linked = await tx.query(
      `SELECT 1 FROM store_vendors sv JOIN users u ON u.vendor_id = sv.vendor_id AND u.role_id = 7
       WHERE sv.store_id = $1 AND lower(u.email) = lower($2)`,
      [storeId, email],
    );
    if (linked.length > 0)
      throw validationError({ email: STORE_VENDOR_MESSAGES.alreadyLinked });
    const token = newToken();
    const [row] = (await tx.query<Row>(
      `INSERT INTO store_vendor_invitations (store_id, email, name, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       RETURNING id, email, name, created_on, expires_at`,
      [storeId, email, name, hashToken(token), VENDOR_INVITATION_TTL_SECONDS],
    )) as [Row];
    return { invitation: toInvitation(row), path: pathOf(token) };
  });
}

/** A new link for a pending invitation (the old one stops working, 7 more days); 404 otherwise. */
export async function resendVendorInvitation(
  db: Db,
  storeId: number,
  id: number,
): Promise<{ invitation: VendorInvitation; path: string }> {
  const token = newToken();
  const [row] = await db.query<Row>(
    `UPDATE store_vendor_invitations i SET token_hash = $3,
       expires_at = now() + make_interval(secs => $4)
     WHERE i.id = $1 AND i.store_id = $2 AND i.used_at IS NULL AND i.revoked_at IS NULL
       AND i.declined_at IS NULL
     RETURNING id, email, name, created_on, expires_at`,
    [id, storeId, hashToken(token), VENDOR_INVITATION_TTL_SECONDS],
  );
  if (!row) throw notFound();
  return { invitation: toInvitation(row), path: pathOf(token) };
}

/** Withdraws a pending invitation; 404 when the store has no such pending invitation. */
export async function revokeVendorInvitation(
  db: Db,
  storeId: number,
  id: number,
): Promise<void> {
  const rows = await db.query(
    `UPDATE store_vendor_invitations i SET revoked_at = now()
     WHERE i.id = $1 AND i.store_id = $2 AND i.used_at IS NULL AND i.revoked_at IS NULL
       AND i.declined_at IS NULL RETURNING id`,
    [id, storeId],
  );
  if (rows.length === 0) throw notFound();
}
