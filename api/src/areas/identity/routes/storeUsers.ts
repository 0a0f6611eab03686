import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  StaffMember,
  StaffPage,
  StaffPermissionsEdit,
  StaffQuery,
  StaffVersion,
} from 'shared/contracts/users';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { findStaff, listStaff, staffOwnerStore } from '../staff';
import { savePermissions, setStaffActive } from '../staffChanges';
import { schemaOf, StoreParams } from '../../../validation';
import { StaffParams, staffInvitationRoutes } from './storeUsersInvitations';
import { staffSignupRoutes } from './storeUsersSignup';

// Store staff: the list, one staff member, permissions, deactivate and reactivate; invitations in
// storeUsersInvitations.ts, the staff sign-up in storeUsersSignup.ts. The staff routes are
// the store owner's (and the super admin's): a staff member may not hand themselves more rights.

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
  const ownerStore = (request: FastifyRequest) =>
    staffOwnerStore(
      principalOf(request),
      (request.params as { store_id: number }).store_id,
    );

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

  await staffInvitationRoutes(api, ctx);
  await staffSignupRoutes(api, ctx);
}
