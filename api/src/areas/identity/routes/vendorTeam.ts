import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StaffVersion } from 'shared/contracts/users';
import {
  TeamMember,
  TeamPage,
  TeamQuery,
  TeamSeats,
} from 'shared/contracts/vendorTeam';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { listTeam, teamOwnerVendor } from '../vendorTeam';
import { setTeamMemberActive } from '../vendorTeamChanges';
import { teamSeats } from '../vendorTeamSeats';
import { Id, schemaOf } from '../../../validation';
import { vendorTeamInvitationRoutes } from './vendorTeamInvitations';
import { vendorTeamSignupRoutes } from './vendorTeamSignup';

// The vendor's team, "My Team": the owner's list, invitations by mail, re-send and
// withdraw, deactivate and reactivate. The vendor owner's only: vendor staff 403 (with a message
// the page can show), everyone else 403, another vendor's user id 404.
//
//   GET    /vendor/users?search&status&ordering&page&page_size → Page<TeamMember>
//   GET    /vendor/users/seats  → TeamSeats (used of the plan's users_included)
//   POST   /vendor/users/invitations   { email, first_name, last_name } → 201 TeamMember (mailed link;
//          409 PLAN.SEATS when every seat of the plan is taken)
//   POST   /vendor/users/:id/invitation  { version } → TeamMember (a new link, mailed again)
//   DELETE /vendor/users/:id/invitation  → { message } (withdrawn: the invited person is removed)
//   POST   /vendor/users/:id/deactivate  { version } → TeamMember (their next request is refused)
//   POST   /vendor/users/:id/reactivate  { version } → TeamMember (409 PLAN.SEATS as an invitation)
// The invitations' routes are in vendorTeamInvitations.ts, the sign-up's in vendorTeamSignup.ts.

const Params = Type.Object({ id: Id() });
type Params = Static<typeof Params>;

/** Registers this area's routes under /api/v1. */
export async function vendorTeamRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);

  const ownerVendor = (request: FastifyRequest) =>
    teamOwnerVendor(principalOf(request));

  api.get<{ Querystring: TeamQuery }>(
    '/vendor/users',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: TeamQuery }),
        response: { 200: TeamPage },
      },
    },
    async (request) => listTeam(db, ownerVendor(request), request.query),
  );

  api.get(
    '/vendor/users/seats',
    { onRequest, schema: { ...schemaOf({}), response: { 200: TeamSeats } } },
    async (request) => teamSeats(db, ownerVendor(request)),
  );

  for (const [move, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    api.post<{ Params: Params; Body: StaffVersion }>(
      `/vendor/users/:id/${move}`,
      {
        onRequest,
        schema: {
          ...schemaOf({ params: Params, body: StaffVersion }),
          response: { 200: TeamMember },
        },
      },
      async (request) =>
        setTeamMemberActive(
          db,
          ownerVendor(request),
          request.params.id,
          request.body.version,
          active,
        ),
    );
  }

  await vendorTeamInvitationRoutes(api, ctx);
  await vendorTeamSignupRoutes(api, ctx);
}
