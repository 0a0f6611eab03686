import type { Page } from 'shared/contracts/repair';
import { STAFF_STATUSES, type StaffStatus } from 'shared/contracts/users';
import type { TeamMember, TeamQuery } from 'shared/contracts/vendorTeam';
import { ROLES } from '../../auth/permissions';
import type { Principal } from '../../auth/principal';
import { vendorIdOf } from '../../auth/vendorCaller';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';

// The vendor's team ("My Team"): the owner and the staff of one vendor, invited by mail
// (vendorTeamInvitations.ts), deactivated and reactivated by the owner (vendorTeamChanges.ts),
// within the plan's seats (vendorTeamSeats.ts). Every statement names the
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

/** The caller's vendor, if the caller is its owner; its staff are told the team is the owner's. */
export function teamOwnerVendor(principal: Principal): number {
  const vendorId = vendorIdOf(principal);
  if (principal.user.role_id !== ROLES.vendorOwner)
    throw forbidden(TEAM_MESSAGES.ownerOnly);
  return vendorId;
}

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
