import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { LEVELS, MODULES } from '../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  principalOf,
} from '../auth/principal';
import { loadEstimate } from '../domain/estimates';
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
      const customers = await db.query<{
        id: number;
        first_name: string;
        last_name: string;
      }>(
        `SELECT c.id, c.first_name, c.last_name FROM customers c JOIN estimates e ON e.customer_id = c.id
         WHERE e.id = $1`,
        [estimate.id],
      );
      return { ...estimate, customer: customers[0] ?? null };
    },
  );
}
