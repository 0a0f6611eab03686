import { Type, type Static } from '@sinclair/typebox';
import { TeamSignup } from 'shared/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { LoginAnswer } from 'shared/contracts/session';
import { TeamInvitationInfo } from 'shared/contracts/vendorTeam';
import type { AppContext } from '../../../context';
import { loadUser } from '../../../auth/principal';
import {
  checkName,
  checkNewPassword,
  checkPhone,
  type FieldErrors,
  throwIfErrors,
} from '../../../platform/fieldChecks';
import {
  acceptTeamInvitation,
  findTeamInvitation,
  invitationInfoOf,
} from '../vendorTeamSignup';
import { Id, schemaOf } from '../../../validation';
import { loginResponseFor } from '../login';

// The invited vendor staff member's sign-up, public, through the mail's link
// /staff-signup/{vendor_id}/{uuid} on the vendor host (rate limits in security/rateLimits.ts):
//
//   GET  /auth/vendor/staff-signup/:vendor_id/:uuid → { email, first_name, last_name, vendor_name }
//   POST /auth/vendor/staff-signup/:vendor_id/:uuid  { first_name, last_name, phone?, password }
//        → 201 the login response (the new staff member is logged in)
// An unknown, used, withdrawn or expired link answers 404 with a message saying which.

const LinkParams = Type.Object({
  vendor_id: Id(),
  uuid: Type.String({ maxLength: 200 }),
});
type LinkParams = Static<typeof LinkParams>;

/** Registers this area's routes under /api/v1. */
export async function vendorTeamSignupRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;

  api.get<{ Params: LinkParams }>(
    '/auth/vendor/staff-signup/:vendor_id/:uuid',
    {
      schema: {
        ...schemaOf({ params: LinkParams }),
        response: { 200: TeamInvitationInfo },
      },
    },
    async (request) =>
      invitationInfoOf(
        await findTeamInvitation(
          db,
          request.params.vendor_id,
          request.params.uuid,
        ),
      ),
  );

  api.post<{ Params: LinkParams; Body: TeamSignup }>(
    '/auth/vendor/staff-signup/:vendor_id/:uuid',
    {
      schema: {
        ...schemaOf({ params: LinkParams, body: TeamSignup }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const { vendor_id: vendorId, uuid } = request.params;
      const body = request.body;
      // A dead link is told first: the form's fields do not matter then.
      await findTeamInvitation(db, vendorId, uuid);
      const errors: FieldErrors = {};
      const firstName = checkName(errors, 'first_name', body.first_name);
      const lastName = checkName(errors, 'last_name', body.last_name);
      const phone = checkPhone(errors, 'phone', body.phone);
      checkNewPassword(errors, 'password', body.password);
      throwIfErrors(errors);
      const userId = await acceptTeamInvitation(db, {
        vendorId,
        token: uuid,
        firstName,
        lastName,
        phone,
        password: body.password,
      });
      reply.status(201);
      return loginResponseFor(db, config, (await loadUser(db, userId))!);
    },
  );
}
