import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddressStep,
  ExtraLocationsPayment,
  OnboardingState,
  PayoutsStep,
  PlanPayment,
  PlanList,
  PlanStep,
  ShippingDetailStep,
  ShippingStep,
  Signup,
  StarterServicesStep,
  StoreStep,
  type OnboardingStepKey,
} from 'shared/contracts/onboarding';
import type { TSchema } from '@sinclair/typebox';
import { LoginAnswer, SessionAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { authenticate, loadUser, principalOf } from '../../../auth/principal';
import { ROLES } from '../../../auth/permissions';
import { loginResponseFor, sessionPayload } from '../../identity';
import type { Db } from '../../../db/types';
import { forbidden } from '../../../errors';
import {
  checkSignup,
  createStoreWithOwner,
  loadOnboardingState,
} from '../onboarding';
import {
  completeOnboarding,
  connectPayouts,
  payPlan,
  saveAddress,
  savePlan,
  saveStep,
} from '../onboardingSteps';
import { buyExtraLocations, listPlans } from '../../billing';
import { stripeOnly } from '../onboardingStripe';
import {
  saveShippingDetailStep,
  saveShippingStep,
  saveStarterServices,
  saveStoreStep,
} from '../onboardingStoreSteps';
import { schemaOf } from '../../../validation';

// A new store from sign-up to selling: onboarding, plans, payments set-up.
// Contract and route list: shared/contracts/onboarding.ts.

/** Sign-ups per address: a few stores an hour is plenty for a person, too few for a script. */

/** What every step answers: the onboarding's new state. */
const STATE = { 200: OnboardingState };

type Save<B> = (tx: Db, storeId: number, body: B) => Promise<void>;

/** Registers this area's routes under /api/v1. */
export async function onboardingRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const payoutsProvider = config.payments.stripeSecretKey ? 'stripe' : 'test';
  const stateOf = (storeId: number) =>
    loadOnboardingState(db, storeId, payoutsProvider);

  /** The store of the caller, who must be its owner (staff and the super admin do not onboard). */
  const ownerStoreId = (request: FastifyRequest): number => {
    const { user } = principalOf(request);
    if (user.role_id !== ROLES.storeOwner || user.store_id === null)
      throw forbidden();
    return user.store_id;
  };

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

  api.put<{ Body: PlanStep }>(
    '/onboarding/plan',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({ body: PlanStep }), response: STATE },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      await saveStep(db, storeId, 'plan', (tx, row) =>
        savePlan(tx, storeId, row, request.body),
      );
      return stateOf(storeId);
    },
  );

  api.post<{ Body: PlanPayment }>(
    '/onboarding/plan/payment',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({ body: PlanPayment }), response: STATE },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      await saveStep(db, storeId, 'plan_payment', (tx, row) =>
        payPlan(tx, storeId, row, request.body),
      );
      return stateOf(storeId);
    },
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

  api.post(
    '/onboarding/complete',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: EmptyBody }),
        response: { 200: SessionAnswer },
      },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      await saveStep(db, storeId, 'complete', (tx, row) =>
        completeOnboarding(tx, storeId, row),
      );
      return sessionPayload(db, principalOf(request).user);
    },
  );

  api.post<{ Body: ExtraLocationsPayment }>(
    '/onboarding/extra-locations',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: ExtraLocationsPayment }),
        response: STATE,
      },
    },
    async (request) => {
      const storeId = ownerStoreId(request);
      await buyExtraLocations(db, storeId, request.body);
      return stateOf(storeId);
    },
  );
}
