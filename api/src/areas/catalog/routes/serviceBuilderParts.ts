import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VersionQuery } from 'shared/contracts/serviceBuilderParts';
import { BuilderService } from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { deletePart, type PartKind } from '../serviceBuilderParts';
import { publishedService } from '../serviceBuilderLive';
import { serviceOwnerOf } from '../serviceOwner';
import { Id, schemaOf } from '../../../validation';
import { serviceBuilderPartReadRoutes } from './serviceBuilderPartReads';
import { serviceBuilderSkuRoutes } from './serviceBuilderSku';

// The service builder's part calls: the delete of an option or of a part of one here; the reads in
// serviceBuilderPartReads.ts, the SKU import and its template in serviceBuilderSku.ts. The store's
// owner and staff with the service module (view to read, edit to change), or a vendor's owner for
// the vendor's own services; another owner's ids 404.

const OptionParams = Type.Object({ id: Id(), optionId: Id() });
const PartParams = Type.Object({ id: Id(), optionId: Id(), partId: Id() });
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
  const requireAuth = authenticate(db, config);
  const ownerOf = (request: FastifyRequest, level: number) =>
    serviceOwnerOf(principalOf(request), level);

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
      publishedService(
        ctx,
        await deletePart(
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
        publishedService(
          ctx,
          await deletePart(
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

  await serviceBuilderPartReadRoutes(api, ctx);
  await serviceBuilderSkuRoutes(api, ctx);
}
