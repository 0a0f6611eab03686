import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OptionValueImage,
  OptionValuePage,
  OptionValueQuery,
} from 'shared/contracts/serviceBuilderParts';
import {
  LogicDraft,
  LogicRuleDraft,
  OptionDraft,
  OptionValueDraft,
  ServiceImage,
} from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { loadOption, optionValuePage } from '../serviceBuilderParts';
import {
  readLogicRule,
  readOptionLogic,
  readOptionValue,
  readOptionValueImage,
} from '../serviceBuilderPartReads';
import { loadServiceImage } from '../serviceImages';
import { serviceOwnerOf } from '../serviceOwner';
import { Id, schemaOf } from '../../../validation';

// The service builder's part reads: one option, one part of an option, one picture, choices by the
// page. The store's owner and staff with the service module's view, or a vendor's owner for the
// vendor's own services; another owner's ids 404.

const OptionParams = Type.Object({ id: Id(), optionId: Id() });
const ImageParams = Type.Object({ id: Id(), imageId: Id() });
const PartParams = Type.Object({ id: Id(), optionId: Id(), partId: Id() });

export async function serviceBuilderPartReadRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
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
}
