import {
  ONBOARDING_MESSAGES,
  type AddressStep,
  type OnboardingStepKey,
  type PayoutsStep,
  type PlanPayment,
  type PlanStep,
} from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { connectTestPayoutAccount, testProvider } from '../payments';
import {
  ACCOUNT_MESSAGES,
  checkName,
  checkPhone,
  type FieldErrors,
  throwIfErrors,
} from '../../platform/fieldChecks';
import {
  advance,
  lockOnboarding,
  STARTER_CATALOGUE,
  stepIndex,
  stepsMissing,
} from './onboarding';
import { listPlans, moneyOf, monthlyTotalCents } from '../billing';

// Each onboarding step's save: checked, stored, and the step moved on, in one
// transaction with the store's onboarding row locked (two tabs cannot interleave).

type Row = Awaited<ReturnType<typeof lockOnboarding>>;

/** Runs `save` for step `key` of an unfinished store whose earlier steps are done, then advances. */
export function saveStep(
  db: Db,
  storeId: number,
  key: OnboardingStepKey,
  save: (tx: Db, row: Row) => Promise<void>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockOnboarding(tx, storeId);
    if (stepIndex(row.step) < stepIndex(key)) throw stepsMissing();
    await save(tx, row);
    await advance(tx, storeId, row.step, key);
  });
}

const URL_REGEX = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const ZIP_REGEX = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

/** The store's website: optional, http or https. */
export function checkWebsite(
  errors: FieldErrors,
  value: string | null,
): string | null {
  const url = (value ?? '').trim();
  if (!url) return null;
  if (!URL_REGEX.test(url)) errors.website_url = ONBOARDING_MESSAGES.url;
  return url;
}

export function checkServices(keys: string[]): string[] {
  const known = new Set(STARTER_CATALOGUE.map((service) => service.key));
  const chosen = [...new Set(keys)];
  if (chosen.length === 0 || chosen.some((key) => !known.has(key)))
    throw validationError({ keys: ONBOARDING_MESSAGES.services });
  return chosen;
}

/** The store's address becomes its default location (created once, then edited). */
export async function saveAddress(
  tx: Db,
  storeId: number,
  body: AddressStep,
): Promise<void> {
  const errors: FieldErrors = {};
  const required = (field: keyof AddressStep) => {
    const value = String(body[field] ?? '').trim();
    if (!value) errors[field] = ACCOUNT_MESSAGES.required;
    return value;
  };
  const name = required('name');
  const line1 = required('address_line1');
  const city = required('city');
  const state = required('state');
  const zip = required('zip');
  if (zip && !ZIP_REGEX.test(zip)) errors.zip = ONBOARDING_MESSAGES.zip;
  const phone = checkPhone(errors, 'phone', body.phone);
  throwIfErrors(errors);
  const values = [storeId, name, line1, city, state, zip, phone];
  const updated = await tx.query(
    `UPDATE locations SET name = $2, address_line1 = $3, city = $4, state = $5, zip = $6, phone = $7
     WHERE id = (SELECT id FROM locations WHERE store_id = $1 AND is_default ORDER BY id LIMIT 1)
     RETURNING id`,
    values,
  );
  if (updated.length === 0)
    await tx.query(
      `INSERT INTO locations (store_id, name, address_line1, city, state, zip, phone, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
      values,
    );
  await tx.query('UPDATE stores SET has_default_address = true WHERE id = $1', [
    storeId,
  ]);
}

export async function savePlan(
  tx: Db,
  storeId: number,
  row: Row,
  body: PlanStep,
): Promise<void> {
  const plan = (await listPlans(tx)).find((p) => p.id === body.plan_id);
  if (!plan) throw validationError({ plan_id: ONBOARDING_MESSAGES.plan });
  const changed =
    row.plan_id !== body.plan_id ||
    row.extra_locations !== body.extra_locations;
  // A paid plan stays paid unless its price changes: then the payment step is due again.
  await tx.query(
    `UPDATE store_onboarding SET plan_id = $2, extra_locations = $3,
       plan_paid_on = CASE WHEN $4 THEN NULL ELSE plan_paid_on END
     WHERE store_id = $1`,
    [storeId, body.plan_id, body.extra_locations, changed],
  );
  // saveStep writes the step from row.step: back to the payment when the plan changed.
  row.step =
    changed && stepIndex(row.step) > stepIndex('plan_payment')
      ? 'plan_payment'
      : row.step;
}

/** The first month of the chosen plan, charged through the built-in test processor. */
export async function payPlan(
  tx: Db,
  storeId: number,
  row: Row,
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

/** The end: the chosen starter services are created and the store opens (active, complete). */
export async function completeOnboarding(
  tx: Db,
  storeId: number,
  row: Row,
): Promise<void> {
  const chosen = STARTER_CATALOGUE.filter((service) =>
    row.chosen_services.includes(service.key),
  );
  const categoryIds = new Map<string, number>();
  for (const service of chosen) {
    let categoryId = categoryIds.get(service.category);
    if (categoryId === undefined) {
      const [category] = await tx.query<{ id: number }>(
        'INSERT INTO service_categories (store_id, name) VALUES ($1, $2) RETURNING id',
        [storeId, service.category],
      );
      categoryId = category!.id;
      categoryIds.set(service.category, categoryId);
    }
    await tx.query(
      `INSERT INTO services (store_id, category_id, name, description, price, is_active)
       VALUES ($1, $2, $3, '', $4, true)`,
      [storeId, categoryId, service.name, service.price],
    );
  }
  await tx.query(
    'UPDATE stores SET is_onboarding_complete = true, is_active = true WHERE id = $1',
    [storeId],
  );
  await tx.query(
    "UPDATE store_onboarding SET step = 'complete', completed_on = now() WHERE store_id = $1",
    [storeId],
  );
}
