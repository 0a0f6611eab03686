import { createHash, randomUUID } from 'node:crypto';
import type { TeamInvitationInfo } from 'shared/contracts/vendorTeam';
import { hashPassword } from '../../auth/passwords';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import {
  completeInvitation,
  emailTaken,
  INVITATION_TTL_SECONDS,
} from './staffInvitations';
import {
  findTeamMember,
  lockTeamStaff,
  takeSeat,
  TEAM_MESSAGES,
  teamMemberNotFound,
} from './vendorTeam';

// Vendor staff invitations, shaped like the store's (staffInvitations.ts): the owner
// invites an email and a name; the person gets the link `{vendor host}/staff-signup/{vendor_id}/{uuid}`;
// only the uuid's sha256 is stored. A link works once, for 7 days, and not after it was withdrawn
// or replaced by a re-sent one. Every dead link answers 404, each with its own message.

const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

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

interface InvitationRow {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  vendor_name: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

/** The live invitation of a link; else 404 (unknown, malformed, used, withdrawn or expired), each with its message. */
export async function findTeamInvitation(
  db: Db,
  vendorId: number,
  token: string,
  lock = false,
): Promise<InvitationRow> {
  const dead = (code: string, message: string) =>
    new ApiError(404, code, message);
  if (!UUID_PATTERN.test(token))
    throw dead('INVITATION_UNKNOWN', TEAM_MESSAGES.invitationUnknown);
  const rows = await db.query<InvitationRow>(
    `SELECT i.id, i.user_id, i.email, coalesce(u.first_name, '') AS first_name,
       coalesce(u.last_name, '') AS last_name, v.name AS vendor_name, i.used_at IS NOT NULL AS used,
       (i.revoked_at IS NOT NULL OR i.user_id IS NULL) AS revoked, i.expires_at <= now() AS expired
     FROM vendor_staff_invitations i JOIN vendors v ON v.id = i.vendor_id
     LEFT JOIN users u ON u.id = i.user_id
     WHERE i.token_hash = $1 AND i.vendor_id = $2${lock ? ' FOR UPDATE OF i' : ''}`,
    [hashToken(token), vendorId],
  );
  const row = rows[0];
  if (!row) throw dead('INVITATION_UNKNOWN', TEAM_MESSAGES.invitationUnknown);
  if (row.used) throw dead('INVITATION_USED', TEAM_MESSAGES.invitationUsed);
  if (row.revoked)
    throw dead('INVITATION_REVOKED', TEAM_MESSAGES.invitationRevoked);
  if (row.expired)
    throw dead('INVITATION_EXPIRED', TEAM_MESSAGES.invitationExpired);
  return row;
}

/** The public view of a live invitation: what its sign-up page shows. */
export const invitationInfoOf = (row: InvitationRow): TeamInvitationInfo => ({
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  vendor_name: row.vendor_name,
});

/**
 * The invited person signs up through a live link: name, phone and password set, the account
 * active, the link used up. Answers the user id (the route logs them in).
 */
export async function acceptTeamInvitation(
  db: Db,
  input: {
    vendorId: number;
    token: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    password: string;
  },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await findTeamInvitation(
      tx,
      input.vendorId,
      input.token,
      true,
    );
    const userId = invitation.user_id;
    if (userId === null) throw teamMemberNotFound();
    await completeInvitation(
      tx,
      'vendor_staff_invitations',
      invitation.id,
      userId,
      { ...input, passwordHash },
    );
    return userId;
  });
}
