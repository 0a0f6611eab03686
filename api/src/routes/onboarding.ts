import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// A new store from sign-up to selling: onboarding, plans, payments set-up (issue 11).

/** Registers this area's routes under /api/v1. */
export async function onboardingRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
