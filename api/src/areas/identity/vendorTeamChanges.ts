import type { TeamMember } from 'shared/contracts/vendorTeam';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { setUserActive } from './staffChanges';
import { findTeamMember, TEAM_MESSAGES } from './vendorTeam';
import { lockVendor, takeSeat } from './vendorTeamSeats';

// The owner's moves on a vendor's staff member, under the version the owner saw: deactivated or
// reactivated. The owner of the workshop is never moved.

/** Locks a staff member (the owner: 409) and checks the version the owner saw (409 with the current record). */
export async function lockTeamStaff(
  tx: Db,
  vendorId: number,
  id: number,
  version: number,
): Promise<TeamMember> {
  const current = await findTeamMember(tx, vendorId, id, true);
  if (current.role === 'owner')
    throw new ApiError(409, 'OWNER_KEPT', TEAM_MESSAGES.ownerKept);
  if (current.version !== version)
    throw new ApiError(409, 'CONFLICT', TEAM_MESSAGES.stale, {}, { current });
  return current;
}

/**
 * Deactivates (their logins end at once: every refresh token revoked, so the next request is
 * refused, as for store staff) or reactivates a staff member who has signed up (when the plan has
 * a seat for them: else 409 PLAN.SEATS). Never the owner; an invited person is withdrawn instead (409).
 */
export async function setTeamMemberActive(
  db: Db,
  vendorId: number,
  id: number,
  version: number,
  active: boolean,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    // The vendor row first (as an invitation locks it), then the member.
    if (active) await lockVendor(tx, vendorId);
    const current = await lockTeamStaff(tx, vendorId, id, version);
    if (current.status === 'invited')
      throw new ApiError(409, 'STAFF_INVITED', TEAM_MESSAGES.invited);
    if (active && current.status === 'deactivated')
      await takeSeat(tx, vendorId);
    await setUserActive(tx, id, active);
    return findTeamMember(tx, vendorId, id);
  });
}
