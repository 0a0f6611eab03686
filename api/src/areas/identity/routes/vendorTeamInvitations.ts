import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StaffVersion } from 'shared/contracts/users';
import { TeamInvite, TeamMember } from 'shared/contracts/vendorTeam';
import { MessageAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  ACCOUNT_MESSAGES,
  checkName,
  type FieldErrors,
  isEmail,
  throwIfErrors,
} from '../../../platform/fieldChecks';
import { staffInvitationMail } from '../staffMail';
import { vendorPortalOrigin } from '../../storefront';
import { findTeamMember, TEAM_MESSAGES, teamOwnerVendor } from '../vendorTeam';
import {
  inviteTeamMember,
  resendTeamInvitation,
  revokeTeamInvitation,
} from '../vendorTeamInvitations';
import { sendInvitationMail } from '../../../mail/invitationMail';
import { Id, schemaOf } from '../../../validation';
import { vendorName } from '../vendorName';

// The vendor team's invitations: invite a person (a mailed link; 409 PLAN.SEATS when every seat
// of the plan is taken), send the link again, withdraw it. The vendor owner's only.

const Params = Type.Object({ id: Id() });
type Params = Static<typeof Params>;

export async function vendorTeamInvitationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const ownerVendor = (request: FastifyRequest) =>
    teamOwnerVendor(principalOf(request));

  async function mailInvitation(
    request: FastifyRequest,
    vendorId: number,
    email: string,
    path: string,
  ) {
    const name = await vendorName(db, vendorId);
    await sendInvitationMail(
      ctx,
      request.log,
      { to: email, inviterId: principalOf(request).user.id },
      (language) =>
        staffInvitationMail({
          to: email,
          storeName: name ?? '',
          link: `${vendorPortalOrigin(config.publicUrl)}${path}`,
          language,
        }),
    );
  }

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
      else if (!isEmail(email)) errors.email = ACCOUNT_MESSAGES.email;
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
}
