import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './repairParts';
import { STAFF_STATUSES } from './users';

// The vendor portal's My Team: the wire records of the team list and the invitation,
// as the api validates and answers them (api/src/areas/identity/routes/vendorTeam.ts has the route table). An
// invitation or a reactivation past the plan's users_included answers 409 PLAN.SEATS.

/** One person of the vendor's team, as the owner sees them. */
export const TeamMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** the vendor's owner (never deactivated) or a staff member */
  role: Type.Union([Type.Literal('owner'), Type.Literal('staff')]),
  status: Type.Union(STAFF_STATUSES.map((s) => Type.Literal(s))),
  /** When the open invitation's link stops working (invited only). */
  invitation_expires_on: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type TeamMember = Static<typeof TeamMember>;

/** A page of the team list, with the count of each status tab (and `all`). */
export const TeamPage = PageOf(TeamMember);
export type TeamPage = Static<typeof TeamPage>;

export const TEAM_ORDERINGS = ['name', 'email'] as const;

/** The team list's query: search (name or email), status tab, ordering and paging. */
export const TeamQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union(STAFF_STATUSES.map((s) => Type.Literal(s)))),
  ordering: Type.Optional(
    Type.Union(
      TEAM_ORDERINGS.flatMap((c) => [c, `-${c}`]).map((c) => Type.Literal(c)),
    ),
  ),
});
export type TeamQuery = Static<typeof TeamQuery>;

/** The owner invites a person by email and name. */
export const TeamInvite = Type.Object({
  email: Type.String({ maxLength: 254 }),
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
});
export type TeamInvite = Static<typeof TeamInvite>;

/**
 * The team's seats: people who hold one (active users and open invitations, the owner included)
 * and how many the vendor's plan includes (null: no plan on record, no limit).
 */
export const TeamSeats = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  included: Type.Union([Type.Integer(), Type.Null()]),
  plan_name: Type.Union([Type.String(), Type.Null()]),
});
export type TeamSeats = Static<typeof TeamSeats>;

/** What the sign-up page of a live invitation shows (GET /auth/vendor/staff-signup/:vendor_id/:uuid). */
export const TeamInvitationInfo = Type.Object({
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  vendor_name: Type.String(),
});
export type TeamInvitationInfo = Static<typeof TeamInvitationInfo>;
