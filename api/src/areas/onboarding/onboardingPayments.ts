import {
  ONBOARDING_MESSAGES,
  type PayoutsStep,
  type PlanPayment,
} from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { connectTestPayoutAccount, testProvider } from '../payments';
import {
  checkName,
  type FieldErrors,
  throwIfErrors,
} from '../../platform/fieldChecks';
import { listPlans, moneyOf, monthlyTotalCents } from '../billing';
import { stepsMissing, type OnboardingRow } from './onboarding';

// The onboarding steps that move money: the plan's first month charged and the payout account
// connected, each saved inside saveStep's transaction (./onboardingSteps.ts).

/** The first month of the chosen plan, charged through the built-in test processor. */
export async function payPlan(
  tx: Db,
  storeId: number,
  row: OnboardingRow,
  body: PlanPayment,
): Promise<void> {
  // Paid already (a second tab, a double click): the plan is not charged twice.
  if (row.plan_paid_on) return;
  const plan = (await listPlans(tx)).find((p) => p.id === row.plan_id);
  if (!plan) throw stepsMissing();
  const cardErrors = testProvider.checkCard(body.card);
  throwIfErrors(cardErrors);
  const amountCents = monthlyTotalCents(plan, row.extra_locations);
  const result = await testProvider.charge({
    paymentId: storeId,
    idempotencyKey: `plan-${storeId}-${Date.now()}`,
    amountCents,
    currency: 'usd',
    description: `${plan.name} plan, first month`,
    card: body.card,
    middlePageUrl: '/plan/middle-page',
    cancelUrl: '/confirm-plan',
  });
  if (result.status === 'requires_action')
    throw validationError({
      'card.number':
        'This card asks for authentication, which plan payments do not support yet. Please use another card.',
    });
  if (result.status === 'declined')
    throw validationError({ 'card.number': result.message });
  await tx.query(
    `UPDATE store_onboarding SET plan_paid_amount = $2, plan_paid_ref = $3, plan_card_brand = $4,
       plan_card_last4 = $5, plan_paid_on = now() WHERE store_id = $1`,
    [
      storeId,
      moneyOf(amountCents),
      result.ref,
      result.card.brand,
      result.card.last4,
    ],
  );
}

export const payoutsFailed = () =>
  new ApiError(400, 'PAYOUTS.FAILED', ONBOARDING_MESSAGES.payoutsFailed, {
    non_field_errors: ONBOARDING_MESSAGES.payoutsFailed,
  });

/** Connects the payout account; a refused account answers 400 PAYOUTS.FAILED and changes nothing. */
export async function connectPayouts(
  tx: Db,
  storeId: number,
  body: PayoutsStep,
): Promise<void> {
  const errors: FieldErrors = {};
  checkName(errors, 'account_holder', body.account_holder);
  const routing = body.routing_number.trim();
  const account = body.account_number.trim();
  if (!/^\d{9}$/.test(routing))
    errors.routing_number = ONBOARDING_MESSAGES.routingNumber;
  if (!/^\d{4,17}$/.test(account))
    errors.account_number = ONBOARDING_MESSAGES.accountNumber;
  throwIfErrors(errors);
  const result = connectTestPayoutAccount({
    account_holder: body.account_holder.trim(),
    routing_number: routing,
    account_number: account,
  });
  if (result.status === 'failed') throw payoutsFailed();
  await tx.query(
    'UPDATE store_onboarding SET payouts_last4 = $2, payouts_connected_on = now() WHERE store_id = $1',
    [storeId, result.last4],
  );
}
