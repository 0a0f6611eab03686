import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STORE_VENDOR_MESSAGES,
  VendorInvitation,
  VendorInvitationList,
  VendorInviteInput,
} from 'shared/contracts/storeVendors';
import { MessageAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { ACCOUNT_MESSAGES, isEmail } from '../../../platform/fieldChecks';
import { findStoreById, vendorPortalOrigin } from '../../storefront';
import { storeVendorScope } from '../storeVendors';
import {
  inviteVendor,
  listVendorInvitations,
  resendVendorInvitation,
  revokeVendorInvitation,
} from '../storeVendorsInvitations';
import { validationError } from '../../../errors';
import { sendInvitationMail } from '../../../mail/invitationMail';
import { storeVendorInvitationMail } from '../storeVendorsMail';
import { Id, schemaOf } from '../../../validation';
import { storeVendorInvitationLinkRoutes } from './storeVendorsInvitationLinks';

// A store's vendor invitations: its list, the invitation by mail, a new link sent again and the
// invitation withdrawn. The vendor owner answers on the vendor portal's /store-invitation/{uid},
// or a new vendor signs up there with the invited email (./storeVendorsInvitationLinks.ts).

const Params = Type.Object({ id: Id() });

/** Registers this area's routes under /api/v1. */
export async function storeVendorInvitationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const storeOf = (request: FastifyRequest, level: number) =>
    storeVendorScope(principalOf(request), level);

  async function mailInvitation(
    request: FastifyRequest,
    storeId: number,
    email: string,
    path: string,
  ) {
    const store = await findStoreById(db, storeId);
    if (!store) return;
    await sendInvitationMail(
      ctx,
      request.log,
      { to: email, inviterId: principalOf(request).user.id },
      (language) =>
        storeVendorInvitationMail({
          to: email,
          storeName: store.name,
          link: `${vendorPortalOrigin(config.publicUrl)}${path}`,
          language,
        }),
    );
  }

  api.get(
    '/portal/vendor-invitations',
    {
      onRequest,
      schema: { ...schemaOf({}), response: { 200: VendorInvitationList } },
    },
    async (request) => ({
      results: await listVendorInvitations(db, storeOf(request, LEVELS.view)),
    }),
  );

  api.post<{ Body: VendorInviteInput }>(
    '/portal/vendor-invitations',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: VendorInviteInput }),
        response: { 201: VendorInvitation },
      },
    },
    async (request, reply) => {
      const storeId = storeOf(request, LEVELS.create);
      const email = request.body.email.trim();
      if (!email) throw validationError({ email: ACCOUNT_MESSAGES.required });
      if (!isEmail(email))
        throw validationError({ email: ACCOUNT_MESSAGES.email });
      const name = request.body.name?.trim() || null;
      const { invitation, path } = await inviteVendor(db, storeId, email, name);
      await mailInvitation(request, storeId, email, path);
      reply.status(201);
      return invitation;
    },
  );

  api.post<{ Params: Static<typeof Params> }>(
    '/portal/vendor-invitations/:id/resend',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: EmptyBody }),
        response: { 200: VendorInvitation },
      },
    },
    async (request) => {
      const storeId = storeOf(request, LEVELS.create);
      const { invitation, path } = await resendVendorInvitation(
        db,
        storeId,
        request.params.id,
      );
      await mailInvitation(request, storeId, invitation.email, path);
      return invitation;
    },
  );

  api.delete<{ Params: Static<typeof Params> }>(
    '/portal/vendor-invitations/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      await revokeVendorInvitation(
        db,
        storeOf(request, LEVELS.delete),
        request.params.id,
      );
      // 200, not 204: the spec's client counts only 200 and 201 as success.
      return { message: STORE_VENDOR_MESSAGES.invitationWithdrawn };
    },
  );

  await storeVendorInvitationLinkRoutes(api, ctx);
}
