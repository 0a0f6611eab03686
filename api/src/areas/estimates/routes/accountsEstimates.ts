import type { FastifyInstance } from 'fastify';
import { CustomerEstimateList } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { authenticate } from '../../../auth/principal';
import { customerEstimateIds } from '../customerEstimates';
import { loadEstimates } from '../estimates';
import { schemaOf } from '../../../validation';
import { customerOf } from '../../identity';

// My Account's read of the caller's own estimates: only the caller's customer record in the
// caller's store.

export async function myEstimateRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get(
    '/customers/me/estimates',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: CustomerEstimateList } },
    },
    async (request) => {
      return loadEstimates(
        db,
        await customerEstimateIds(db, customerOf(request)),
      );
    },
  );
}
