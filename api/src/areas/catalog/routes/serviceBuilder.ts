import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BuilderContext,
  BuilderService,
  ServiceDraft,
  ServiceSave,
  SERVICE_BUILDER_MESSAGES,
} from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  isSuperAdmin,
  principalOf,
} from '../../../auth/principal';
import {
  createService,
  duplicateService,
  saveService,
} from '../serviceBuilder';
import { builderContext, loadBuilderService } from '../serviceBuilderReads';
import { publishedService } from '../serviceBuilderLive';
import { serviceStoreOf } from '../storeServices';
import { notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// The service builder: the routes of shared/contracts/serviceBuilder. The store's owner
// and staff with the service module; the super admin may open any store's service (view only).

const ServiceParams = Type.Object({ store: Id(), id: Id() });
type P = { Params: Static<typeof ServiceParams> };
/** A document of 300 options with a 10,000-value mass dropdown is a few MB. */
export const BODY_LIMIT = 8 * 1024 * 1024;

export async function serviceBuilderRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  /** The store of the path when it is the caller's (404 for another store's). */
  const pathStore = (request: FastifyRequest<P>, level: number) => {
    const principal = principalOf(request);
    const owner = { store: request.params.store };
    if (level === LEVELS.view && isSuperAdmin(principal)) return owner;
    if (serviceStoreOf(principal, level) !== request.params.store)
      throw notFound(SERVICE_BUILDER_MESSAGES.notFound);
    return owner;
  };

  api.get<P>(
    '/stores/:store/services/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: ServiceParams }),
        response: { 200: BuilderService },
      },
    },
    async (request) =>
      loadBuilderService(
        db,
        pathStore(request, LEVELS.view),
        request.params.id,
      ),
  );

  api.post<{ Body: ServiceDraft }>(
    '/store/services',
    {
      onRequest: requireAuth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schemaOf({ body: ServiceDraft }),
        response: { 201: BuilderService },
      },
    },
    async (request, reply) => {
      const store = serviceStoreOf(principalOf(request), LEVELS.create);
      const service = await createService(db, { store }, request.body);
      reply.status(201);
      return publishedService(ctx, service);
    },
  );

  api.put<P & { Body: ServiceSave }>(
    '/stores/:store/services/:id',
    {
      onRequest: requireAuth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schemaOf({ params: ServiceParams, body: ServiceSave }),
        response: { 200: BuilderService },
      },
    },
    async (request) =>
      publishedService(
        ctx,
        await saveService(
          db,
          pathStore(request, LEVELS.edit),
          request.params.id,
          request.body,
        ),
      ),
  );

  api.post<P>(
    '/stores/:store/services/:id/duplicate',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: ServiceParams, body: EmptyBody }),
        response: { 201: BuilderService },
      },
    },
    async (request, reply) => {
      const service = await duplicateService(
        db,
        pathStore(request, LEVELS.create),
        request.params.id,
      );
      reply.status(201);
      return publishedService(ctx, service);
    },
  );

  api.get(
    '/service-builder/context',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: BuilderContext } },
    },
    async (request) =>
      builderContext(db, {
        store: serviceStoreOf(principalOf(request), LEVELS.view),
      }),
  );
}
