import type { TeamInvitationInfo } from 'shared/contracts/vendorTeam';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { hashToken } from './staffInvitations';
import { completeInvitation, UUID_PATTERN } from './staffSignup';
import { TEAM_MESSAGES, teamMemberNotFound } from './vendorTeam';

// The vendor staff sign-up through an invitation's link (vendorTeamInvitations.ts sends it),
// shaped like the store's (staffSignup.ts): the link's live invitation (every dead link answers
// 404, each with its own message), then the invited person's account completed.

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
