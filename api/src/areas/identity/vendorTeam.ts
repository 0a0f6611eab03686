import type { Page } from 'shared/contracts/repair';
import { STAFF_STATUSES, type StaffStatus } from 'shared/contracts/users';
import type {
  TeamMember,
  TeamQuery,
  TeamSeats,
} from 'shared/contracts/vendorTeam';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';

// The vendor's team ("My Team"): the owner and the staff of one vendor, invited by mail
// (vendorTeamInvitations.ts), deactivated and reactivated by the owner. Every statement names the
// vendor, so another vendor's user id is simply not found. The statuses are the store staff's
// (shared/contracts/users): invited, active, deactivated.
// The wire records are shared/contracts/vendorTeam's.

/** The texts the api answers (the vendor portal shows them as they come). */
export const TEAM_MESSAGES = {
  ownerOnly: 'Only the owner of the workshop manages its team.',
  notFound: 'Team member not found.',
  ownerKept: 'The owner of the workshop cannot be deactivated.',
  stale:
    'Someone else changed this team member while you were looking. The list shows them as they are now: try again.',
  invited:
    'This person has not signed up yet: withdraw the invitation instead.',
  joined: 'This person has already signed up: there is no open invitation.',
  invitationUnknown: 'This invitation link is not valid.',
  invitationUsed:
    'This invitation has already been used. Log in with your email and password.',
  invitationRevoked:
    'This invitation was withdrawn. Ask the owner of the workshop for a new one.',
  invitationExpired:
    'This invitation has expired. Ask the owner of the workshop to send a new one.',
  invitationWithdrawn: 'The invitation was withdrawn.',
  /** the team's {count} of the {plan}'s {allowed} seats */
  seatLimit:
    'All seats of your {plan} plan are taken ({count} of {allowed}: active people and open invitations). Change your plan to add more people.',
} as const;

interface TeamRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role_id: number;
  status: StaffStatus;
  version: number;
  invitation_expires_on: string | null;
}

const STATUS_SQL = `CASE WHEN u.is_invited THEN 'invited' WHEN u.is_active THEN 'active' ELSE 'deactivated' END`;
const TEAM_SELECT = `u.id, u.email, u.first_name, u.last_name, u.phone, u.role_id, u.version,
  ${STATUS_SQL} AS status,
  to_json((SELECT max(i.expires_at) FROM vendor_staff_invitations i
    WHERE i.user_id = u.id AND i.used_at IS NULL AND i.revoked_at IS NULL)) #>> '{}' AS invitation_expires_on`;
const ORDER_COLUMNS: Record<string, string> = {
  name: `lower(u.first_name || ' ' || u.last_name)`,
  email: 'lower(u.email)',
};

const toMember = (row: TeamRow): TeamMember => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  phone: row.phone,
  role: row.role_id === ROLES.vendorOwner ? 'owner' : 'staff',
  status: row.status,
  invitation_expires_on:
    row.status === 'invited' ? row.invitation_expires_on : null,
  version: row.version,
});

/** A page of the vendor's team, searched by name or email, by status, sorted. */
export async function listTeam(
  db: Db,
  vendorId: number,
  query: TeamQuery,
): Promise<Page<TeamMember>> {
  const where = new Where()
    .add(`u.kind = 'vendor'`)
    .add('u.vendor_id = $?', vendorId)
    .search(query.search, ['u.email', `(u.first_name || ' ' || u.last_name)`]);
  return pageOf<TeamMember, TeamRow>(db, {
    page: query.page,
    pageSize: query.page_size ?? 10,
    status: query.status,
    statuses: STAFF_STATUSES,
    statusColumn: STATUS_SQL,
    from: 'users u',
    where,
    select: TEAM_SELECT,
    orderBy: orderBy(query.ordering, ORDER_COLUMNS, 'name', 'u.id'),
    map: toMember,
  });
}

export const teamMemberNotFound = () => notFound(TEAM_MESSAGES.notFound);

/** One person of the vendor's team (404 for any other id), optionally locked for a change. */
export async function findTeamMember(
  db: Db,
  vendorId: number,
  id: number,
  lock = false,
): Promise<TeamMember> {
  const rows = await db.query<TeamRow>(
    `SELECT ${TEAM_SELECT} FROM users u
     WHERE u.id = $1 AND u.vendor_id = $2 AND u.kind = 'vendor'${lock ? ' FOR UPDATE OF u' : ''}`,
    [id, vendorId],
  );
  if (!rows[0]) throw teamMemberNotFound();
  return toMember(rows[0]);
}

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

const lockVendor = (db: Db, vendorId: number) =>
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
    await tx.query(
      'UPDATE users SET is_active = $2, version = version + 1 WHERE id = $1',
      [id, active],
    );
    if (!active)
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [id],
      );
    return findTeamMember(tx, vendorId, id);
  });
}
