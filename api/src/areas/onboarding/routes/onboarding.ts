import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddressStep,
  OnboardingState,
  PayoutsStep,
  ShippingDetailStep,
  ShippingStep,
  StarterServicesStep,
  StoreStep,
  type OnboardingStepKey,
} from 'shared/contracts/onboarding';
import type { TSchema } from '@sinclair/typebox';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import type { Db } from '../../../db/types';
import { loadOnboardingState } from '../onboarding';
import { connectPayouts } from '../onboardingPayments';
import { saveAddress, saveStep } from '../onboardingSteps';
import { payoutsProviderOf, stripeOnly } from '../onboardingStripe';
import {
  saveShippingDetailStep,
  saveShippingStep,
  saveStarterServices,
  saveStoreStep,
} from '../onboardingStoreSteps';
import { ownerStoreIdOf } from '../storeOwner';
import { schemaOf } from '../../../validation';
import { onboardingPlanRoutes } from './onboardingPlan';
import { onboardingSignupRoutes } from './onboardingSignup';

// A new store from sign-up to selling: onboarding, plans, payments set-up.
// Contract and route list: shared/contracts/onboarding.ts.

/** What every step answers: the onboarding's new state. */
const STATE = { 200: OnboardingState };

type Save<B> = (tx: Db, storeId: number, body: B) => Promise<void>;

/** Registers this area's routes under /api/v1. */
export async function onboardingRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await onboardingSignupRoutes(api, ctx);
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const payoutsProvider = payoutsProviderOf(config.payments);
  const stateOf = (storeId: number) =>
    loadOnboardingState(db, storeId, payoutsProvider);
  const ownerStoreId = (request: FastifyRequest) =>
    ownerStoreIdOf(principalOf(request));

  api.get(
    '/onboarding',
    { onRequest: requireAuth, schema: { ...schemaOf({}), response: STATE } },
    async (request) => stateOf(ownerStoreId(request)),
  );

  /** One PUT/POST per step: the body checked, saved with the step moved on, the new state answered. */
  function step<B>(
    method: 'PUT' | 'POST',
    url: string,
    body: TSchema,
    key: OnboardingStepKey,
    save: Save<B>,
  ) {
    api.route<{ Body: B }>({
      method,
      url,
      onRequest: requireAuth,
      schema: { ...schemaOf({ body }), response: STATE },
      handler: async (request) => {
        const storeId = ownerStoreId(request);
        await saveStep(db, storeId, key, (tx) =>
          save(tx, storeId, request.body as B),
        );
        return stateOf(storeId);
      },
    });
  }

  step<StoreStep>(
    'PUT',
    '/onboarding/store',
    StoreStep,
    'store',
    saveStoreStep,
  );

  step<StarterServicesStep>(
    'PUT',
    '/onboarding/starter-services',
    StarterServicesStep,
    'services',
    saveStarterServices,
  );

  step<AddressStep>(
    'PUT',
    '/onboarding/address',
    AddressStep,
    'address',
    saveAddress,
  );

  step<ShippingStep>(
    'PUT',
    '/onboarding/shipping',
    ShippingStep,
    'shipping',
    saveShippingStep,
  );

  step<ShippingDetailStep>(
    'PUT',
    '/onboarding/shipping-detail',
    ShippingDetailStep,
    'shipping_detail',
    saveShippingDetailStep,
  );

  step<PayoutsStep>(
    'POST',
    '/onboarding/payouts',
    PayoutsStep,
    'payouts',
    async (tx, storeId, body) => {
      // With Stripe configured, payouts connect through Stripe Connect only (./onboardingStripe.ts).
      if (payoutsProvider === 'stripe') throw stripeOnly();
      await connectPayouts(tx, storeId, body);
    },
  );

  await onboardingPlanRoutes(api, ctx);
}
