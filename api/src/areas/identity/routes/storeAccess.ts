import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminStore,
  AdminStoreActive,
  AdminStorePage,
  AdminStoreQuery,
  DevLanding,
} from 'shared/contracts/access';
import { ImpersonationLogin } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { impersonateStore } from '../impersonation';
import {
  authenticate,
  isSuperAdmin,
  principalOf,
} from '../../../auth/principal';
import { listStores, setStoreActive } from '../storeAccessStores';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { devLanding } from '../storeAccessDev';

// Store-portal access: the super admin's stores and /authenticate. The password reset
// of both portals is in accessReset.ts.

const StoreParams = Type.Object({ id: Id() });

/** Registers this area's routes under /api/v1. */
export async function storeAccessRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const requireSuperAdmin = async (request: FastifyRequest) => {
    if (!isSuperAdmin(principalOf(request))) throw forbidden();
  };

  api.get<{ Querystring: AdminStoreQuery }>(
    '/admin/stores',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: {
        ...schemaOf({ querystring: AdminStoreQuery }),
        response: { 200: AdminStorePage },
      },
    },
    async (request) => listStores(db, request.query),
  );

  api.patch<{ Params: Static<typeof StoreParams>; Body: AdminStoreActive }>(
    '/admin/stores/:id',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: {
        ...schemaOf({ params: StoreParams, body: AdminStoreActive }),
        response: { 200: AdminStore },
      },
    },
    async (request) =>
      setStoreActive(db, {
        actorUserId: principalOf(request).user.id,
        storeId: request.params.id,
        isActive: request.body.is_active,
        reason: request.body.reason,
      }),
  );

  api.post<{ Params: Static<typeof StoreParams> }>(
    '/admin/stores/:id/authenticate',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: {
        ...schemaOf({ params: StoreParams, body: EmptyBody }),
        response: { 200: ImpersonationLogin },
      },
    },
    async (request) =>
      impersonateStore(
        db,
        config,
        principalOf(request).user,
        request.params.id,
      ),
  );

  api.get(
    '/dev-landing',
    { schema: { ...schemaOf({}), response: { 200: DevLanding } } },
    async (request) => devLanding(db, config, request.url.split('?')[0]!),
  );
}
