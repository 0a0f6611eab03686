import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// The store's white-label settings and the owner's dashboard (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeSettingsRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
