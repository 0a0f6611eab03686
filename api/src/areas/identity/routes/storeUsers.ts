import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STAFF_MESSAGES,
  StaffInvite,
  StaffMember,
  StaffPage,
  StaffPermissionsEdit,
  StaffQuery,
  StaffVersion,
} from 'shared/contracts/users';
import { MessageAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  principalOf,
} from '../../../auth/principal';
import { ACCOUNT_MESSAGES } from '../../../platform/fieldChecks';
import {
  findStaff,
  listStaff,
  savePermissions,
  setStaffActive,
  checkPermissions,
} from '../staff';
import {
  inviteStaff,
  portalOrigin,
  resendInvitation,
  revokeInvitation,
} from '../staffInvitations';
import { staffInvitationMail } from '../staffMail';
import { findStoreById } from '../../storefront';
import { forbidden, validationError } from '../../../errors';
import { sendMail } from '../../../mail';
import { addressLanguage, userLanguage } from '../../../mail/language';
import { Id, schemaOf } from '../../../validation';
import { staffSignupRoutes } from './storeUsersSignup';

// Store staff: invitations, staff sign-up, permissions, profiles. The staff routes are
// the store owner's (and the super admin's): a staff member may not hand themselves more rights.

const StoreParams = Type.Object({ store_id: Id() });
const StaffParams = Type.Object({ store_id: Id(), id: Id() });
type StaffParams = Static<typeof StaffParams>;

const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a staff member's page and its moves answer. */
const MEMBER = { 200: StaffMember };

/** Registers this area's routes under /api/v1. */
export async function storeUserRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  /** The store of the path, if the caller is its owner or the super admin; else 403. */
  function ownerStore(request: FastifyRequest): number {
    const { store_id: storeId } = request.params as { store_id: number };
    const principal = principalOf(request);
    assertStoreAccess(principal, storeId);
    if (principal.user.role_id === ROLES.storeStaff)
      throw forbidden(STAFF_MESSAGES.ownerOnly);
    return storeId;
  }

  async function mailInvitation(
    request: FastifyRequest,
    storeId: number,
    email: string,
    path: string,
  ) {
    const store = await findStoreById(db, storeId);
    if (!store) return;
    try {
      await sendMail(
        ctx,
        staffInvitationMail({
          to: email,
          storeName: store.name,
          link: `${portalOrigin(store, config.publicUrl)}${path}`,
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

  api.get<{ Params: { store_id: number }; Querystring: StaffQuery }>(
    '/stores/:store_id/staff',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StoreParams, querystring: StaffQuery }),
        response: { 200: StaffPage },
      },
    },
    async (request) => listStaff(db, ownerStore(request), request.query),
  );

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
      if (!EMAIL_REGEX.test(email))
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

  api.get<{ Params: StaffParams }>(
    '/stores/:store_id/staff/:id',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({ params: StaffParams }), response: MEMBER },
    },
    async (request) => findStaff(db, ownerStore(request), request.params.id),
  );

  api.put<{ Params: StaffParams; Body: StaffPermissionsEdit }>(
    '/stores/:store_id/staff/:id/permissions',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StaffParams, body: StaffPermissionsEdit }),
        response: MEMBER,
      },
    },
    async (request) =>
      savePermissions(
        db,
        ownerStore(request),
        request.params.id,
        request.body.version,
        request.body.stores_permissions,
      ),
  );

  api.post<{ Params: StaffParams; Body: StaffVersion }>(
    '/stores/:store_id/staff/:id/invitation',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StaffParams, body: StaffVersion }),
        response: MEMBER,
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

  for (const [move, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    api.post<{ Params: StaffParams; Body: StaffVersion }>(
      `/stores/:store_id/staff/:id/${move}`,
      {
        onRequest: requireAuth,
        schema: {
          ...schemaOf({ params: StaffParams, body: StaffVersion }),
          response: MEMBER,
        },
      },
      async (request) =>
        setStaffActive(
          db,
          ownerStore(request),
          request.params.id,
          request.body.version,
          active,
        ),
    );
  }

  await staffSignupRoutes(api, ctx);
}
