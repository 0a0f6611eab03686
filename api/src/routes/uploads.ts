import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

// Routes for image uploads for 'i' options (issue 3).

export async function uploadRoutes(
  _app: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {}
