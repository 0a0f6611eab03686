import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

// Routes for orders, estimates, payments, shipping rates and the portal's sales-order reads (issue 3).

export async function orderRoutes(
  _app: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {}
