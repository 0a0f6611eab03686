import {
  ONBOARDING_MESSAGES,
  type ExtraLocationsPayment,
} from 'shared/contracts/onboarding';
import type { Db } from '../db/types';
import { ApiError, validationError } from '../errors';
import { testProvider } from '../payments/testProvider';
import { throwIfErrors } from './customers';
import { listPlans } from './plans';

// /pay-per-location: a complete store adds locations beyond its plan's and pays their first month
// through the built-in test processor; a refused card changes nothing.

const MAX_EXTRA_LOCATIONS = 100;

/**
 * Locks a store (inside `tx`) and answers its plan (null: none, like the demo stores made before
 * plans) and the extra locations it bought; 409 while its set-up is not complete.
 */
export async function lockStorePlan(tx: Db, storeId: number) {
  const [row] = await tx.query<{
    complete: boolean;
    plan_id: number | null;
    extra_locations: number | null;
  }>(
    `SELECT s.is_onboarding_complete AS complete, o.plan_id, o.extra_locations
     FROM stores s LEFT JOIN store_onboarding o ON o.store_id = s.id
     WHERE s.id = $1 FOR UPDATE OF s`,
    [storeId],
  );
  if (!row?.complete)
    throw new ApiError(
      409,
      'ONBOARDING.INCOMPLETE',
      ONBOARDING_MESSAGES.setupFirst,
    );
  const plan = (await listPlans(tx)).find((p) => p.id === row.plan_id);
  return { plan: plan ?? null, extraLocations: row.extra_locations ?? 0 };
}

export async function buyExtraLocations(
  db: Db,
  storeId: number,
  body: ExtraLocationsPayment,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, extraLocations } = await lockStorePlan(tx, storeId);
    if (!plan)
      throw validationError(
        { non_field_errors: ONBOARDING_MESSAGES.noPlan },
        ONBOARDING_MESSAGES.noPlan,
      );
    const total = extraLocations + body.count;
    if (total > MAX_EXTRA_LOCATIONS)
      throw validationError({ count: ONBOARDING_MESSAGES.extraLocations });
    throwIfErrors(testProvider.checkCard(body.card));
    const amountCents =
      body.count * Math.round(Number(plan.price_per_extra_location) * 100);
    const result = await testProvider.charge({
      paymentId: storeId,
      idempotencyKey: `locations-${storeId}-${Date.now()}`,
      amountCents,
      currency: 'usd',
      description: `${body.count} extra location(s), first month`,
      card: body.card,
      middlePageUrl: '/store-billing-middle-page',
      cancelUrl: '/pay-per-location',
    });
    if (result.status !== 'succeeded')
      throw validationError({
        'card.number':
          result.status === 'declined'
            ? result.message
            : 'This card asks for authentication, which plan payments do not support yet. Please use another card.',
      });
    await tx.query(
      'UPDATE store_onboarding SET extra_locations = $2, updated_on = now() WHERE store_id = $1',
      [storeId, total],
    );
  });
}
