import {
  STAFF_MESSAGES,
  type StaffInvitationInfo,
} from 'shared/contracts/users';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { staffNotFound } from './staff';
import { hashToken } from './staffInvitations';

// The staff sign-up through an invitation's link (staffInvitations.ts sends it): the link's
// invitation while it is live, then the invited person's account completed and the link used up.

/** An invitation link's token: anything else is an unknown link, looked up nowhere. */
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface InvitationRow {
  id: number;
  user_id: number | null;
  email: string;
  store_name: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

const gone = (code: string, message: string) =>
  new ApiError(410, code, message);

/**
 * The live invitation of a link, else: 404 unknown (or malformed), 410 used, withdrawn or expired,
 * each with its own message so the page can tell the person what to do.
 */
export async function findInvitation(
  db: Db,
  storeId: number,
  token: string,
  lock = false,
): Promise<InvitationRow & StaffInvitationInfo> {
  const unknown = new ApiError(
    404,
    'INVITATION_UNKNOWN',
    STAFF_MESSAGES.invitationUnknown,
  );
  if (!UUID_PATTERN.test(token)) throw unknown;
  const rows = await db.query<InvitationRow>(
    `SELECT i.id, i.user_id, i.email, s.name AS store_name, i.used_at IS NOT NULL AS used,
       (i.revoked_at IS NOT NULL OR i.user_id IS NULL) AS revoked, i.expires_at <= now() AS expired
     FROM staff_invitations i JOIN stores s ON s.id = i.store_id
     WHERE i.token_hash = $1 AND i.store_id = $2${lock ? ' FOR UPDATE OF i' : ''}`,
    [hashToken(token), storeId],
  );
  const row = rows[0];
  if (!row) throw unknown;
  if (row.used) throw gone('INVITATION_USED', STAFF_MESSAGES.invitationUsed);
  if (row.revoked)
    throw gone('INVITATION_REVOKED', STAFF_MESSAGES.invitationRevoked);
  if (row.expired)
    throw gone('INVITATION_EXPIRED', STAFF_MESSAGES.invitationExpired);
  return row;
}

/**
 * The invited person signs up through a live link: name, phone and password set, the account
 * active, the link used up. Answers the user id (the route logs them in).
 */
export async function acceptInvitation(
  db: Db,
  input: {
    storeId: number;
    token: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    password: string;
  },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await findInvitation(
      tx,
      input.storeId,
      input.token,
      true,
    );
    const userId = invitation.user_id;
    if (userId === null) throw staffNotFound();
    await completeInvitation(tx, 'staff_invitations', invitation.id, userId, {
      ...input,
      passwordHash,
    });
    return userId;
  });
}

/**
 * Inside the sign-up's transaction: uses up the invitation (store staff's or a vendor's table) and
 * makes its invited user active with the name, phone and password they chose.
 */
export async function completeInvitation(
  tx: Db,
  table: 'staff_invitations' | 'vendor_staff_invitations',
  invitationId: number,
  userId: number,
  input: {
    firstName: string;
    lastName: string;
    phone: string | null;
    passwordHash: string;
  },
): Promise<void> {
  await tx.query(`UPDATE ${table} SET used_at = now() WHERE id = $1`, [
    invitationId,
  ]);
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, password_hash = $5,
       is_active = true, is_invited = false, version = version + 1
     WHERE id = $1`,
    [userId, input.firstName, input.lastName, input.phone, input.passwordHash],
  );
}
