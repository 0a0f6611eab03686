import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ExtraLocationsPayment,
  OnboardingState,
  PlanPayment,
  PlanStep,
} from 'shared/contracts/onboarding';
import { SessionAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { sessionPayload } from '../../identity';
import { buyExtraLocations } from '../../billing';
import { loadOnboardingState } from '../onboarding';
import { payPlan } from '../onboardingPayments';
import { completeOnboarding, savePlan, saveStep } from '../onboardingSteps';
import { payoutsProviderOf } from '../onboardingStripe';
import { ownerStoreIdOf } from '../storeOwner';
import { schemaOf } from '../../../validation';

// The store's plan in onboarding: the choice, its first month's payment, more locations, and the
// last step that opens the store.

/** What every step answers: the onboarding's new state. */
const STATE = { 200: OnboardingState };

/** Registers the plan's and the completion's routes under /api/v1. */
export async function onboardingPlanRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const payoutsProvider = payoutsProviderOf(config.payments);
  const stateOf = (storeId: number) =>
    loadOnboardingState(db, storeId, payoutsProvider);
  const ownerStoreId = (request: FastifyRequest) =>
    ownerStoreIdOf(principalOf(request));

  api.put<{ Body: PlanStep }>(
    '/onboarding/plan',
    { onRequest, schema: { ...schemaOf({ body: PlanStep }), response: STATE } },
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
      onRequest,
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

  api.post(
    '/onboarding/complete',
    {
      onRequest,
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
      onRequest,
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
