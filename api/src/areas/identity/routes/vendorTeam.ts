import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StaffVersion } from 'shared/contracts/users';
import {
  TeamInvite,
  TeamMember,
  TeamPage,
  TeamQuery,
  TeamSeats,
} from 'shared/contracts/vendorTeam';
import { MessageAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  ACCOUNT_MESSAGES,
  checkName,
  throwIfErrors,
  type FieldErrors,
} from '../../../platform/fieldChecks';
import { staffInvitationMail } from '../staffMail';
import { vendorPortalOrigin } from '../../storefront';
import { vendorIdOf } from '../../../auth/vendorCaller';
import {
  findTeamMember,
  listTeam,
  setTeamMemberActive,
  TEAM_MESSAGES,
  teamSeats,
} from '../vendorTeam';
import {
  inviteTeamMember,
  resendTeamInvitation,
  revokeTeamInvitation,
} from '../vendorTeamInvitations';
import { forbidden } from '../../../errors';
import { sendMail } from '../../../mail';
import { addressLanguage, userLanguage } from '../../../mail/language';
import { Id, schemaOf } from '../../../validation';
import { vendorTeamSignupRoutes } from './vendorTeamSignup';
import { vendorName } from '../vendorName';

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

const Params = Type.Object({ id: Id() });
type Params = Static<typeof Params>;

const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Registers this area's routes under /api/v1. */
export async function vendorTeamRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);

  /** The caller's vendor, if the caller is its owner; its staff are told the team is the owner's. */
  function ownerVendor(request: FastifyRequest): number {
    const principal = principalOf(request);
    const vendorId = vendorIdOf(principal);
    if (principal.user.role_id !== ROLES.vendorOwner)
      throw forbidden(TEAM_MESSAGES.ownerOnly);
    return vendorId;
  }

  async function mailInvitation(
    request: FastifyRequest,
    vendorId: number,
    email: string,
    path: string,
  ) {
    const name = await vendorName(db, vendorId);
    try {
      await sendMail(
        ctx,
        staffInvitationMail({
          to: email,
          storeName: name ?? '',
          link: `${vendorPortalOrigin(config.publicUrl)}${path}`,
          // the invitee's stored language if they have an account, else the inviter's
          language: await addressLanguage(
            db,
            email,
            await userLanguage(db, principalOf(request).user.id),
          ),
        }),
      );
    } catch (error) {
      // The invitation stands; the owner can send it again.
      request.log.error({ err: error }, `mail to ${email} failed`);
    }
  }

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

  api.post<{ Body: TeamInvite }>(
    '/vendor/users/invitations',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: TeamInvite }),
        response: { 201: TeamMember },
      },
    },
    async (request, reply) => {
      const vendorId = ownerVendor(request);
      const errors: FieldErrors = {};
      const email = request.body.email.trim();
      if (!email) errors.email = ACCOUNT_MESSAGES.required;
      else if (!EMAIL_REGEX.test(email)) errors.email = ACCOUNT_MESSAGES.email;
      const firstName = checkName(
        errors,
        'first_name',
        request.body.first_name,
      );
      const lastName = checkName(errors, 'last_name', request.body.last_name);
      throwIfErrors(errors);
      const { id, path } = await inviteTeamMember(db, vendorId, {
        email,
        firstName,
        lastName,
      });
      await mailInvitation(request, vendorId, email, path);
      reply.status(201);
      return findTeamMember(db, vendorId, id);
    },
  );

  api.post<{ Params: Params; Body: StaffVersion }>(
    '/vendor/users/:id/invitation',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: StaffVersion }),
        response: { 200: TeamMember },
      },
    },
    async (request) => {
      const vendorId = ownerVendor(request);
      const { email, path } = await resendTeamInvitation(
        db,
        vendorId,
        request.params.id,
        request.body.version,
      );
      await mailInvitation(request, vendorId, email, path);
      return findTeamMember(db, vendorId, request.params.id);
    },
  );

  api.delete<{ Params: Params }>(
    '/vendor/users/:id/invitation',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      await revokeTeamInvitation(db, ownerVendor(request), request.params.id);
      // 200, not 204: the spec's client counts only 200 and 201 as success.
      return { message: TEAM_MESSAGES.invitationWithdrawn };
    },
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

  await vendorTeamSignupRoutes(api, ctx);
}
