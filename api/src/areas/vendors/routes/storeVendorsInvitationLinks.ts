import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance } from 'fastify';
import {
  STORE_VENDOR_MESSAGES,
  StoreInvitationAnswer,
  StoreInvitationInfo,
} from 'shared/contracts/storeVendors';
import { VendorSignup } from 'shared/contracts/vendorOnboarding';
import { LoginAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { authenticate, loadUser, principalOf } from '../../../auth/principal';
import {
  answerStoreInvitation,
  lookupStoreInvitation,
} from '../storeVendorsInvitationLinks';
import { signUpThroughInvitation } from '../storeVendorsInvitationSignup';
import { checkVendorSignup } from '../vendorChecks';
import { forbidden } from '../../../errors';
import { schemaOf } from '../../../validation';
import { loginResponseFor } from '../../identity';

// A store's invitation link on the vendor portal's /store-invitation/{uid}: what it shows, the
// vendor owner's accept or decline (the invited email only: another vendor owner gets 403 and the
// link stays usable), and a new vendor's sign-up with the invited email (201 the new owner's
// login; the invitation accepted). The public lookup and sign-up are rate limited
// (security/rateLimits.ts).

const TokenParams = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 100 }),
});
type TokenParams = Static<typeof TokenParams>;

/** Registers the invitation link's routes under /api/v1. */
export async function storeVendorInvitationLinkRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);

  api.get<{ Params: TokenParams }>(
    '/store-invitations/:uid',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: { 200: StoreInvitationInfo },
      },
    },
    async (request) => lookupStoreInvitation(db, request.params.uid),
  );

  for (const [move, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    api.post<{ Params: TokenParams }>(
      `/store-invitations/:uid/${move}`,
      {
        onRequest,
        schema: {
          ...schemaOf({ params: TokenParams, body: EmptyBody }),
          response: { 200: StoreInvitationAnswer },
        },
      },
      async (request) => {
        const { user } = principalOf(request);
        if (user.role_id !== ROLES.vendorOwner || user.vendor_id === null)
          throw forbidden(STORE_VENDOR_MESSAGES.vendorOwnerOnly);
        return answerStoreInvitation(
          db,
          request.params.uid,
          { vendorId: user.vendor_id, email: user.email },
          accept,
        );
      },
    );
  }

  api.post<{ Params: TokenParams; Body: VendorSignup }>(
    '/store-invitations/:uid/signup',
    {
      schema: {
        ...schemaOf({ params: TokenParams, body: VendorSignup }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const input = checkVendorSignup(request.body);
      const { userId } = await signUpThroughInvitation(
        db,
        request.params.uid,
        input,
      );
      reply.status(201);
      return loginResponseFor(db, config, (await loadUser(db, userId))!);
    },
  );
}
