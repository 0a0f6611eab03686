import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// Store staff: invitations, staff sign-up, permissions, profiles (issue 11).

/** Registers this area's routes under /api/v1. */
export async function storeUserRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
