import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StoreEstimate } from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { findPermittedEstimate } from '../estimateAccess';
import { estimateAnswer } from '../estimateRecord';
import { Id, schemaOf } from '../../../validation';

// The portal's estimate page, where an estimate notification leads: store roles of that store with
// the estimates permission at the estimate's location (auth/scope.ts), and the super admin.

const Params = Type.Object({ id: Id() });

export async function portalEstimateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.get<{ Params: Static<typeof Params> }>(
    '/estimates/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: StoreEstimate },
      },
    },
    async (request) => {
      await findPermittedEstimate(
        db,
        principalOf(request),
        request.params.id,
        LEVELS.view,
      );
      return estimateAnswer(ctx, request.params.id);
    },
  );
}
