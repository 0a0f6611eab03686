import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DevEstimateLapse } from 'shared/contracts/estimateQuotes';
import { EmptyBody } from 'shared/contracts/notifications';
import type { AppContext } from '../../../context';
import { notFound } from '../../../errors';
import { devOnly } from '../../../security/devRoutes';
import { Id, schemaOf } from '../../../validation';
import { lapseEstimate } from '../estimateExpiry';
import { ESTIMATE_NOT_FOUND } from '../estimateAccess';

// POST /dev/estimates/:id/lapse: a sent quote past its valid-until day now, through the real expiry
// sweep, so that a browser test sees an expired estimate without waiting a day (a quote cannot be
// sent with a day already past). Development only (security/devRoutes.ts).

const Params = Type.Object({ id: Id() });

export async function devEstimateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  if (!ctx.config.dev.routes) return;
  app.post<{ Params: Static<typeof Params>; Body: EmptyBody }>(
    '/dev/estimates/:id/lapse',
    {
      onRequest: devOnly(ctx.config),
      schema: {
        ...schemaOf({ params: Params, body: EmptyBody }),
        response: { 200: DevEstimateLapse },
      },
    },
    async (request) => {
      const lapsed = await lapseEstimate(ctx, request.params.id);
      if (!lapsed) throw notFound(ESTIMATE_NOT_FOUND);
      return lapsed;
    },
  );
}
