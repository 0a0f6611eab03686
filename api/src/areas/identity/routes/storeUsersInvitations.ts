import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STAFF_MESSAGES,
  StaffInvite,
  StaffMember,
  StaffVersion,
} from 'shared/contracts/users';
import { MessageAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { ACCOUNT_MESSAGES, isEmail } from '../../../platform/fieldChecks';
import { findStaff, staffOwnerStore } from '../staff';
import { checkPermissions } from '../staffChanges';
import {
  inviteStaff,
  portalOrigin,
  resendInvitation,
  revokeInvitation,
} from '../staffInvitations';
import { staffInvitationMail } from '../staffMail';
import { findStoreById } from '../../storefront';
import { validationError } from '../../../errors';
import { sendInvitationMail } from '../../../mail/invitationMail';
import { Id, schemaOf, StoreParams } from '../../../validation';

// Store staff invitations: invite an email (with a mailed link), send the link again, withdraw
// it. The store owner's (and the super admin's) only.

/** One staff member of a store (the staff routes here and in storeUsers.ts). */
export const StaffParams = Type.Object({ store_id: Id(), id: Id() });
export type StaffParams = Static<typeof StaffParams>;

export async function staffInvitationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  /** The store of the path, if the caller is its owner or the super admin; else 403. */
  const ownerStore = (request: FastifyRequest) =>
    staffOwnerStore(
      principalOf(request),
      (request.params as { store_id: number }).store_id,
    );

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
        staffInvitationMail({
          to: email,
          storeName: store.name,
          link: `${portalOrigin(store, config.publicUrl)}${path}`,
          language,
        }),
    );
  }

  api.post<{ Params: { store_id: number }; Body: StaffInvite }>(
    '/stores/:store_id/staff/invitations',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StoreParams, body: StaffInvite }),
        response: { 201: StaffMember },
      },
    },
    async (request, reply) => {
      const storeId = ownerStore(request);
      const email = request.body.email.trim();
      if (!email) throw validationError({ email: ACCOUNT_MESSAGES.required });
      if (!isEmail(email))
        throw validationError({ email: ACCOUNT_MESSAGES.email });
      const permissions = request.body.stores_permissions
        ? await checkPermissions(db, storeId, request.body.stores_permissions)
        : undefined;
      const { id, path } = await inviteStaff(db, storeId, email, permissions);
      await mailInvitation(request, storeId, email, path);
      reply.status(201);
      return findStaff(db, storeId, id);
    },
  );

  api.post<{ Params: StaffParams; Body: StaffVersion }>(
    '/stores/:store_id/staff/:id/invitation',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StaffParams, body: StaffVersion }),
        response: { 200: StaffMember },
      },
    },
    async (request) => {
      const storeId = ownerStore(request);
      const { email, path } = await resendInvitation(
        db,
        storeId,
        request.params.id,
        request.body.version,
      );
      await mailInvitation(request, storeId, email, path);
      return findStaff(db, storeId, request.params.id);
    },
  );

  api.delete<{ Params: StaffParams }>(
    '/stores/:store_id/staff/:id/invitation',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StaffParams }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      await revokeInvitation(db, ownerStore(request), request.params.id);
      // 200, not 204: the spec's client counts only 200 and 201 as success.
      return { message: STAFF_MESSAGES.invitationWithdrawn };
    },
  );
}
