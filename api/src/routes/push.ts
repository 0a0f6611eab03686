import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

// Routes for the push config and private-channel auth routes (issue 4).

export async function pushRoutes(
  _app: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {}
