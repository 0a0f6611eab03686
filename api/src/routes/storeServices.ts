import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// The store's services list, categories, price lists, billing and integrations (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeServiceListRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
