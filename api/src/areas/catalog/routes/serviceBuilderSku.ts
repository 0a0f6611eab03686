import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SkuImportInput,
  SkuImportQuery,
} from 'shared/contracts/serviceBuilderParts';
import { BuilderService } from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { importSkus } from '../serviceBuilderSku';
import { skuTemplate } from '../serviceBuilderSkuTemplate';
import { publishServiceChange } from '../serviceBuilderLive';
import { serviceOwnerOf } from '../serviceOwner';
import { serviceStoreOf } from '../storeServices';
import { notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// The service builder's SKU import and its template download. The store's owner and staff with the
// service module (view for the template, edit to import), or a vendor's owner for the vendor's own
// services; another owner's ids 404.

const XLSX =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template download's answer schema. */
export const SKU_TEMPLATE_RESPONSE = {
  200: {
    description: 'The SKU import template (XLSX)',
    content: { [XLSX]: { schema: { type: 'string' } } },
  },
};

/** Answers the SKU import template as a download. */
export async function sendSkuTemplate(reply: FastifyReply) {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      'attachment; filename="sku-import-template.xlsx"',
    )
    .header('access-control-expose-headers', 'content-disposition')
    .send(await skuTemplate());
}

export async function serviceBuilderSkuRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const ownerOf = (request: FastifyRequest, level: number) =>
    serviceOwnerOf(principalOf(request), level);

  api.get<{ Params: { id: number } }>(
    '/store/:id/download-sku-template',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Type.Object({ id: Id() }) }),
        response: SKU_TEMPLATE_RESPONSE,
      },
    },
    async (request, reply) => {
      if (
        serviceStoreOf(principalOf(request), LEVELS.view) !== request.params.id
      )
        throw notFound('This store does not exist or is not yours.');
      return sendSkuTemplate(reply);
    },
  );

  api.post<{
    Params: { id: number };
    Querystring: SkuImportQuery;
    Body: SkuImportInput;
  }>(
    '/service/:id/import-sku',
    {
      onRequest: requireAuth,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        ...schemaOf({
          params: Type.Object({ id: Id() }),
          querystring: SkuImportQuery,
          body: SkuImportInput,
        }),
        response: { 200: BuilderService },
      },
    },
    async (request) => {
      const service = await importSkus(
        db,
        ownerOf(request, LEVELS.edit),
        request.params.id,
        request.body,
        request.query.option_id,
      );
      // the saved service goes to its store's open pages, as the builder's saves do
      await publishServiceChange(ctx, service);
      return service;
    },
  );
}
