import type { FastifyInstance } from 'fastify';
import { PlanList, Signup } from 'shared/contracts/onboarding';
import { LoginAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { loadUser } from '../../../auth/principal';
import { loginResponseFor } from '../../identity';
import { listPlans } from '../../billing';
import { checkSignup, createStoreWithOwner } from '../storeSignup';
import { schemaOf } from '../../../validation';

// The public start of a new store: the plans it can choose and the sign-up that creates it,
// signed in as its owner.

/** Registers the sign-up's routes under /api/v1. */
export async function onboardingSignupRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;

  api.get(
    '/onboarding/plans',
    { schema: { ...schemaOf({}), response: { 200: PlanList } } },
    async () => listPlans(db),
  );

  api.post<{ Body: Signup }>(
    '/onboarding/signup',
    {
      schema: {
        ...schemaOf({ body: Signup }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const input = checkSignup(request.body);
      const userId = await createStoreWithOwner(
        db,
        { ...input, password: request.body.password },
        config.publicUrl.storeDomain,
      );
      reply.status(201);
      return loginResponseFor(db, config, (await loadUser(db, userId))!);
    },
  );
}
