import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

// Routes for customer accounts, password reset, My Account, addresses, feedback and the dev mail outbox (issue 3).

export async function accountRoutes(
  _app: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {}
