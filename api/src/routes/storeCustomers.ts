import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// The store's customers: list, tags, detail, timeline and comments (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeCustomerRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
