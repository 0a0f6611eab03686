import type { TeamSeats } from 'shared/contracts/vendorTeam';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { TEAM_MESSAGES } from './vendorTeam';

// The vendor team's seats: how many of its plan's seats the team holds, and taking one more.

/** Locks the vendor row: seats taken at once wait for each other. */
export const lockVendor = (db: Db, vendorId: number) =>
  db.query('SELECT 1 FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);

/**
 * The team's seats: its active users and open invitations (the owner included; an expired
 * invitation still holds its seat until it is withdrawn, as the list still shows it) and what the
 * plan includes. `lock`: the vendor row is locked first, so that two seats taken at once (two
 * invitations, a plan change) wait for each other.
 */
export async function teamSeats(
  db: Db,
  vendorId: number,
  lock = false,
): Promise<TeamSeats> {
  if (lock) await lockVendor(db, vendorId);
  const [row] = await db.query<TeamSeats>(
    `SELECT (SELECT count(*)::int FROM users u WHERE u.kind = 'vendor' AND u.vendor_id = v.id
         AND (u.is_active OR u.is_invited)) AS used,
       p.users_included AS included, p.name AS plan_name
     FROM vendors v LEFT JOIN vendor_plans p ON p.id = v.plan_id WHERE v.id = $1`,
    [vendorId],
  );
  return row ?? { used: 0, included: null, plan_name: null };
}

/**
 * One more person on the team (an invitation, a reactivation) when the plan has a free seat; else
 * 409 PLAN.SEATS saying to change plan. A vendor with no plan on record has no limit.
 */
export async function takeSeat(tx: Db, vendorId: number): Promise<void> {
  const seats = await teamSeats(tx, vendorId, true);
  if (seats.included !== null && seats.used >= seats.included)
    throw new ApiError(
      409,
      'PLAN.SEATS',
      TEAM_MESSAGES.seatLimit
        .replace('{plan}', seats.plan_name ?? '')
        .replace('{allowed}', String(seats.included))
        .replace('{count}', String(seats.used)),
    );
}
