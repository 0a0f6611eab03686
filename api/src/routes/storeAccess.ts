import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeAccessRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
