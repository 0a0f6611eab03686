import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OptionValueImage,
  OptionValuePage,
  OptionValueQuery,
  SkuImportInput,
  SkuImportQuery,
  VersionQuery,
} from 'shared/contracts/serviceBuilderParts';
import {
  BuilderService,
  LogicDraft,
  LogicRuleDraft,
  OptionDraft,
  OptionValueDraft,
  ServiceImage,
} from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  deletePart,
  loadOption,
  optionValuePage,
  type PartKind,
} from '../serviceBuilderParts';
import {
  readLogicRule,
  readOptionLogic,
  readOptionValue,
  readOptionValueImage,
} from '../serviceBuilderPartReads';
import { importSkus, skuTemplate } from '../serviceBuilderSku';
import { publishServiceChange } from '../serviceBuilderLive';
import { loadServiceImage } from '../serviceImages';
import { serviceOwnerOf } from '../serviceOwner';
import { serviceStoreOf } from '../storeServices';
import { notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// The service builder's part calls: one option, one picture, the delete
// of a part, choices by the page, the SKU import and its template. The store's owner and staff with the
// service module (view to read, edit to change), or a vendor's owner for the vendor's own services;
// another owner's ids 404.

const OptionParams = Type.Object({ id: Id(), optionId: Id() });
const ImageParams = Type.Object({ id: Id(), imageId: Id() });
const PartParams = Type.Object({ id: Id(), optionId: Id(), partId: Id() });
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

const PART_PATHS: [string, PartKind][] = [
  ['values', 'value'],
  ['values-image', 'value-image'],
  ['logics', 'logic'],
  ['logic-rules', 'rule'],
];

export async function serviceBuilderPartRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  /** Publishes the saved service to its store's open pages, then answers it. */
  const published = async (saving: Promise<BuilderService>) => {
    const service = await saving;
    await publishServiceChange(ctx, service);
    return service;
  };
  const requireAuth = authenticate(db, config);
  const ownerOf = (request: FastifyRequest, level: number) =>
    serviceOwnerOf(principalOf(request), level);

  api.get<{ Params: Static<typeof OptionParams> }>(
    '/store_services/:id/options/:optionId',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: OptionParams }),
        response: { 200: OptionDraft },
      },
    },
    async (request) =>
      loadOption(
        db,
        ownerOf(request, LEVELS.view),
        request.params.id,
        request.params.optionId,
      ),
  );

  api.delete<{
    Params: Static<typeof OptionParams>;
    Querystring: VersionQuery;
  }>(
    '/store_services/:id/options/:optionId',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: OptionParams, querystring: VersionQuery }),
        response: { 200: BuilderService },
      },
    },
    async (request) =>
      published(
        deletePart(
          db,
          {
            owner: ownerOf(request, LEVELS.edit),
            serviceId: request.params.id,
            version: request.query.version,
          },
          request.params.optionId,
          'option',
        ),
      ),
  );

  for (const [path, kind] of PART_PATHS)
    api.delete<{
      Params: Static<typeof PartParams>;
      Querystring: VersionQuery;
    }>(
      `/store_services/:id/options/:optionId/${path}/:partId`,
      {
        onRequest: requireAuth,
        schema: {
          ...schemaOf({ params: PartParams, querystring: VersionQuery }),
          response: { 200: BuilderService },
        },
      },
      async (request) =>
        published(
          deletePart(
            db,
            {
              owner: ownerOf(request, LEVELS.edit),
              serviceId: request.params.id,
              version: request.query.version,
            },
            request.params.optionId,
            kind,
            request.params.partId,
          ),
        ),
    );

  // Each part read on its own, with the answer's schema.
  const PART_READS = [
    ['values', OptionValueDraft, readOptionValue],
    ['values-image', OptionValueImage, readOptionValueImage],
    ['logics', LogicDraft, readOptionLogic],
    ['logic-rules', LogicRuleDraft, readLogicRule],
  ] as const;
  for (const [path, answer, read] of PART_READS)
    api.get<{ Params: Static<typeof PartParams> }>(
      `/store_services/:id/options/:optionId/${path}/:partId`,
      {
        onRequest: requireAuth,
        schema: {
          ...schemaOf({ params: PartParams }),
          response: { 200: answer },
        },
      },
      async (request) =>
        read(
          db,
          {
            owner: ownerOf(request, LEVELS.view),
            serviceId: request.params.id,
            optionId: request.params.optionId,
          },
          request.params.partId,
        ),
    );

  api.get<{ Params: Static<typeof ImageParams> }>(
    '/services/:id/images/:imageId',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: ImageParams }),
        response: { 200: ServiceImage },
      },
    },
    async (request) =>
      loadServiceImage(
        db,
        ownerOf(request, LEVELS.view),
        request.params.id,
        request.params.imageId,
      ),
  );

  api.get<{ Querystring: OptionValueQuery }>(
    '/option-value',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: OptionValueQuery }),
        response: { 200: OptionValuePage },
      },
    },
    async (request) =>
      optionValuePage(db, ownerOf(request, LEVELS.view), request.query),
  );

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
    async (request) =>
      published(
        importSkus(
          db,
          ownerOf(request, LEVELS.edit),
          request.params.id,
          request.body,
          request.query.option_id,
        ),
      ),
  );
}
