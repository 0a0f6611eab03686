import { createHash, randomUUID } from 'node:crypto';
import { STAFF_MESSAGES, type StoresPermissions } from 'shared/contracts/users';
import { ROLES } from '../../auth/permissions';
import type { PublicUrlConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { storeOrigin, type StoreRow } from '../storefront';
import { EMPTY_PERMISSIONS, findStaff } from './staff';
import { lockStaff } from './staffChanges';

// Staff invitations: the owner invites an email; the person gets a link
// `{portal origin}/staff-signup/{store_id}/{uuid}`; only the uuid's sha256 is stored. A link works
// once, for 7 days, and not after it was withdrawn or replaced by a re-sent one. Signing up through
// it: staffSignup.ts.

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * The store portal's origin for a store: its host's first label replaced by `app` (acme.localhost →
 * app.localhost), with the configured public scheme and port. Never read from request headers.
 */
export function portalOrigin(
  store: Pick<StoreRow, 'url'>,
  publicUrl: PublicUrlConfig,
): string {
  const labels = store.url.toLowerCase().split('.');
  const host =
    labels.length > 1 ? ['app', ...labels.slice(1)].join('.') : 'app';
  return storeOrigin({ url: host }, publicUrl);
}

/** Stores a new link for the invited user (older open ones stop working); answers its path. */
async function newLink(
  tx: Db,
  storeId: number,
  userId: number,
  email: string,
): Promise<string> {
  const token = randomUUID();
  await tx.query(
    `UPDATE staff_invitations SET revoked_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
    [userId],
  );
  await tx.query(
    `INSERT INTO staff_invitations (store_id, user_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [storeId, userId, email, hashToken(token), INVITATION_TTL_SECONDS],
  );
  return `/staff-signup/${storeId}/${token}`;
}

export const emailTaken = () =>
  new ApiError(400, 'VALIDATION_ERROR', STAFF_MESSAGES.emailTaken, {
    email: STAFF_MESSAGES.emailTaken,
  });

/**
 * Invites an email to the store's staff: an invited (inactive, passwordless) staff user with the
 * given permissions, and a link. 400 when a portal account already has the email.
 */
export async function inviteStaff(
  db: Db,
  storeId: number,
  email: string,
  permissions: StoresPermissions = EMPTY_PERMISSIONS,
): Promise<{ id: number; path: string }> {
  return db.transaction(async (tx) => {
    const taken = await tx.query(
      `SELECT 1 FROM users WHERE kind = 'portal' AND lower(email) = lower($1)`,
      [email],
    );
    if (taken.length > 0) throw emailTaken();
    const [user] = (await tx
      .query<{ id: number }>(
        `INSERT INTO users (kind, email, password_hash, role_id, store_id, stores_permissions, is_active, is_invited)
         VALUES ('portal', $1, '', $2, $3, $4, false, true) RETURNING id`,
        [email, ROLES.storeStaff, storeId, JSON.stringify(permissions)],
      )
      .catch((error: unknown) => {
        // Two invitations of one email at the same moment: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw emailTaken();
        throw error;
      })) as [{ id: number }];
    return { id: user.id, path: await newLink(tx, storeId, user.id, email) };
  });
}

/** A new link for an invited person (the old one stops working); 409 once they have signed up. */
export async function resendInvitation(
  db: Db,
  storeId: number,
  id: number,
  version: number,
): Promise<{ email: string; path: string }> {
  return db.transaction(async (tx) => {
    const current = await lockStaff(tx, storeId, id, version);
    if (current.status !== 'invited') throw alreadyJoined();
    await tx.query('UPDATE users SET version = version + 1 WHERE id = $1', [
      id,
    ]);
    return {
      email: current.email,
      path: await newLink(tx, storeId, id, current.email),
    };
  });
}

const alreadyJoined = () =>
  new ApiError(
    409,
    'STAFF_JOINED',
    'This person has already signed up: there is no open invitation.',
  );

/** Withdraws an invitation: its link stops working and the invited person is removed. */
export async function revokeInvitation(
  db: Db,
  storeId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findStaff(tx, storeId, id, true);
    if (current.status !== 'invited') throw alreadyJoined();
    await tx.query(
      `UPDATE staff_invitations SET revoked_at = now()
       WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [id],
    );
    await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1', [id]);
    await tx.query('DELETE FROM users WHERE id = $1 AND is_invited', [id]);
  });
}
