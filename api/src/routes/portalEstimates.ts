import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { LEVELS, MODULES } from '../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  principalOf,
} from '../auth/principal';
import { loadEstimate } from '../domain/estimates';
import { recordCustomer } from '../domain/customers';
import { notFound } from '../errors';
import { Id, schemaOf } from '../validation';

// The portal's estimate page (store roles of that store), where an estimate notification leads.

const Params = Type.Object({ id: Id() });

export async function portalEstimateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.get<{ Params: Static<typeof Params> }>(
    '/estimates/:id',
    { onRequest: requireAuth, schema: schemaOf({ params: Params }) },
    async (request) => {
      const estimate = await loadEstimate(db, request.params.id);
      if (!estimate) throw notFound('Estimate not found.');
      assertStoreAccess(principalOf(request), estimate.store_id, {
        module: MODULES.estimates,
        level: LEVELS.view,
      });
      return {
        ...estimate,
        customer: await recordCustomer(db, 'estimates', estimate.id),
      };
    },
  );
}
