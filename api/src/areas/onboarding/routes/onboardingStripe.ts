import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OnboardingState,
  StripeConnectLink,
} from 'shared/contracts/onboarding';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { loadOnboardingState } from '../onboarding';
import { ownerStoreIdOf } from '../storeOwner';
import {
  finishStripeConnect,
  startStripeConnect,
  stripeNotConfigured,
} from '../onboardingStripe';
import { stripeConnectOf } from '../../payments';
import { schemaOf } from '../../../validation';

// /connect-stripe through Stripe Connect when the api has a Stripe key
// (onboardingStripe.ts): the owner of an unfinished store gets a link to Stripe's hosted
// onboarding, and on coming back the api re-reads the account. Without a key both answer 409
// PAYOUTS.NOT_CONFIGURED (the page uses the test provider's bank step, POST /onboarding/payouts).

/** Registers this area's routes under /api/v1. */
export async function onboardingStripeRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const stripe = stripeConnectOf(config.payments);

  const ownerStoreId = (request: FastifyRequest): number =>
    ownerStoreIdOf(principalOf(request));

  api.post(
    '/onboarding/payouts/stripe-link',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: EmptyBody }),
        response: { 200: StripeConnectLink },
      },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      if (!stripe) throw stripeNotConfigured();
      return {
        url: await startStripeConnect(db, stripe, config.publicUrl, storeId),
      };
    },
  );

  api.post(
    '/onboarding/payouts/stripe-return',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: EmptyBody }),
        response: { 200: OnboardingState },
      },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      if (!stripe) throw stripeNotConfigured();
      await finishStripeConnect(db, stripe, storeId);
      return loadOnboardingState(db, storeId, 'stripe');
    },
  );
}
