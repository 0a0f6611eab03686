import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StoreEstimate } from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { findScopedRecord } from '../../../auth/scope';
import { estimateAnswer } from '../estimateRecord';
import { Id, schemaOf } from '../../../validation';

// The portal's estimate page, where an estimate notification leads: store roles of that store with
// the estimates permission at the estimate's location (auth/scope.ts), and the super admin.

/** One answer for a missing id, another store's estimate and one at a location not granted. */
export const ESTIMATE_NOT_FOUND = 'Estimate not found.';

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
      await findScopedRecord(
        db,
        principalOf(request),
        'estimates',
        request.params.id,
        { module: MODULES.estimates, level: LEVELS.view },
        ESTIMATE_NOT_FOUND,
      );
      return estimateAnswer(ctx, request.params.id);
    },
  );
}
