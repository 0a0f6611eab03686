import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BuilderContext,
  BuilderService,
  ServiceDraft,
  ServiceSave,
} from 'shared/contracts/serviceBuilder';
import {
  VendorServiceDeleteQuery,
  VendorServicePage,
  VendorServiceQuery,
} from 'shared/contracts/vendorServices';
import { EmptyAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  createService,
  duplicateService,
  saveService,
} from '../serviceBuilder';
import { builderContext, loadBuilderService } from '../serviceBuilderReads';
import { publishedService, publishServiceChange } from '../serviceBuilderLive';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { deleteVendorService, vendorServicePage } from '../vendorServices';
import { Id, schemaOf } from '../../../validation';
import { BODY_LIMIT } from './serviceBuilder';
import { sendSkuTemplate, SKU_TEMPLATE_RESPONSE } from './serviceBuilderSku';

// A vendor owner's own services (shared/contracts/vendorServices): the list, and the
// builder's document routes for a vendor. The vendor's owner only (staff 403); another vendor's
// ids 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function vendorServiceRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const ownerOf = (request: FastifyRequest) => ({
    vendor: ownerVendorIdOf(principalOf(request)),
  });

  api.get<{ Querystring: VendorServiceQuery }>(
    '/vendor/services',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorServiceQuery }),
        response: { 200: VendorServicePage },
      },
    },
    async (request) =>
      vendorServicePage(db, ownerOf(request).vendor, request.query),
  );

  api.post<{ Body: ServiceDraft }>(
    '/vendor/services',
    {
      onRequest: requireAuth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schemaOf({ body: ServiceDraft }),
        response: { 201: BuilderService },
      },
    },
    async (request, reply) => {
      const service = await createService(db, ownerOf(request), request.body);
      reply.status(201);
      return publishedService(ctx, service);
    },
  );

  api.get<P>(
    '/vendor/services/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: BuilderService },
      },
    },
    async (request) =>
      loadBuilderService(db, ownerOf(request), request.params.id),
  );

  api.put<P & { Body: ServiceSave }>(
    '/vendor/services/:id',
    {
      onRequest: requireAuth,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schemaOf({ params: Params, body: ServiceSave }),
        response: { 200: BuilderService },
      },
    },
    async (request) =>
      publishedService(
        ctx,
        await saveService(
          db,
          ownerOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  api.post<P>(
    '/vendor/services/:id/duplicate',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: EmptyBody }),
        response: { 201: BuilderService },
      },
    },
    async (request, reply) => {
      const copy = await duplicateService(
        db,
        ownerOf(request),
        request.params.id,
      );
      reply.status(201);
      return publishedService(ctx, copy);
    },
  );

  api.delete<P & { Querystring: VendorServiceDeleteQuery }>(
    '/vendor/services/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, querystring: VendorServiceDeleteQuery }),
        response: { 200: EmptyAnswer },
      },
    },
    async (request) => {
      const { vendor } = ownerOf(request);
      const { id } = request.params;
      await deleteVendorService(db, vendor, id, request.query.version);
      await publishServiceChange(
        ctx,
        {
          id,
          store_id: null,
          vendor_id: vendor,
          version: request.query.version,
          is_active: false,
        },
        'deleted',
      );
      // 200, not 204: the spec's client counts only 200 and 201 as success
      return {};
    },
  );

  api.get(
    '/vendor/service-builder/context',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: BuilderContext } },
    },
    async (request) => builderContext(db, ownerOf(request)),
  );

  api.get(
    '/vendor/download-sku-template',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: SKU_TEMPLATE_RESPONSE },
    },
    async (request, reply) => {
      ownerOf(request);
      return sendSkuTemplate(reply);
    },
  );
}
