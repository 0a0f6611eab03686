import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// The store's locations and vendors: linked vendors, invitations, commission rules, insurance plans (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeVendorRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
