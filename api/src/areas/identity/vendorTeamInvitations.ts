import { randomUUID } from 'node:crypto';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import {
  emailTaken,
  hashToken,
  INVITATION_TTL_SECONDS,
} from './staffInvitations';
import { findTeamMember, TEAM_MESSAGES } from './vendorTeam';
import { lockTeamStaff } from './vendorTeamChanges';
import { takeSeat } from './vendorTeamSeats';

// Vendor staff invitations, shaped like the store's (staffInvitations.ts): the owner
// invites an email and a name; the person gets the link `{vendor host}/staff-signup/{vendor_id}/{uuid}`;
// only the uuid's sha256 is stored. A link works once, for 7 days, and not after it was withdrawn
// or replaced by a re-sent one. Signing up through it: vendorTeamSignup.ts.

/** Stores a new link for the invited user (older open ones stop working); answers its path. */
async function newLink(
  tx: Db,
  vendorId: number,
  userId: number,
  email: string,
): Promise<string> {
  const token = randomUUID();
  await tx.query(
    `UPDATE vendor_staff_invitations SET revoked_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
    [userId],
  );
  await tx.query(
    `INSERT INTO vendor_staff_invitations (vendor_id, user_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [vendorId, userId, email, hashToken(token), INVITATION_TTL_SECONDS],
  );
  return `/staff-signup/${vendorId}/${token}`;
}

/**
 * Invites a person to the vendor's staff: an invited (inactive, passwordless) vendor staff user
 * with the name the owner typed, and a link. 400 when a vendor account already has the email; 409
 * PLAN.SEATS when the team already holds every seat of the plan.
 */
export async function inviteTeamMember(
  db: Db,
  vendorId: number,
  input: { email: string; firstName: string; lastName: string },
): Promise<{ id: number; path: string }> {
  return db.transaction(async (tx) => {
    const taken = await tx.query(
      `SELECT 1 FROM users WHERE kind = 'vendor' AND lower(email) = lower($1)`,
      [input.email],
    );
    if (taken.length > 0) throw emailTaken();
    await takeSeat(tx, vendorId);
    const [user] = (await tx
      .query<{ id: number }>(
        `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, vendor_id, is_active, is_invited)
         VALUES ('vendor', $1, '', $2, $3, $4, $5, false, true) RETURNING id`,
        [
          input.email,
          input.firstName,
          input.lastName,
          ROLES.vendorStaff,
          vendorId,
        ],
      )
      .catch((error: unknown) => {
        // Two invitations of one email at the same moment: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw emailTaken();
        throw error;
      })) as [{ id: number }];
    return {
      id: user.id,
      path: await newLink(tx, vendorId, user.id, input.email),
    };
  });
}

const alreadyJoined = () =>
  new ApiError(409, 'STAFF_JOINED', TEAM_MESSAGES.joined);

/** A new link for an invited person (the old one stops working); 409 once they have signed up. */
export async function resendTeamInvitation(
  db: Db,
  vendorId: number,
  id: number,
  version: number,
): Promise<{ email: string; path: string }> {
  return db.transaction(async (tx) => {
    const current = await lockTeamStaff(tx, vendorId, id, version);
    if (current.status !== 'invited') throw alreadyJoined();
    await tx.query('UPDATE users SET version = version + 1 WHERE id = $1', [
      id,
    ]);
    return {
      email: current.email,
      path: await newLink(tx, vendorId, id, current.email),
    };
  });
}

/** Withdraws an invitation: its link stops working and the invited person is removed. */
export async function revokeTeamInvitation(
  db: Db,
  vendorId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findTeamMember(tx, vendorId, id, true);
    if (current.status !== 'invited') throw alreadyJoined();
    await tx.query(
      `UPDATE vendor_staff_invitations SET revoked_at = now()
       WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [id],
    );
    await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1', [id]);
    await tx.query('DELETE FROM users WHERE id = $1 AND is_invited', [id]);
  });
}
