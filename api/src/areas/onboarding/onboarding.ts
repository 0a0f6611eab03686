import {
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_KEYS,
  onboardingPathOf,
  type OnboardingState,
  type OnboardingStepKey,
  type StarterService,
} from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import {
  dayOf,
  listPlans,
  moneyOf,
  monthlyTotalCents,
  settledRow,
} from '../billing';

// Where a new store's onboarding stands: its row, locked while a step saves, and the state every
// step answers. The sign-up itself is in ./storeSignup.ts.

/** What a new repair-and-jewellery store usually starts with; the owner picks at least one. */
export const STARTER_CATALOGUE: StarterService[] = [
  {
    key: 'ring-resizing',
    name: 'Ring Resizing',
    category: 'Repairs',
    price: '45.00',
  },
  {
    key: 'chain-repair',
    name: 'Chain Repair',
    category: 'Repairs',
    price: '35.00',
  },
  {
    key: 'watch-battery',
    name: 'Watch Battery Replacement',
    category: 'Watch Services',
    price: '25.00',
  },
  {
    key: 'jewelry-cleaning',
    name: 'Jewelry Cleaning',
    category: 'Cleaning',
    price: '20.00',
  },
  {
    key: 'engraving',
    name: 'Engraving',
    category: 'Personalisation',
    price: '40.00',
  },
];

export const stepIndex = (key: string) =>
  ONBOARDING_STEP_KEYS.indexOf(key as OnboardingStepKey);

/** 409: the store is past onboarding (or never had one). */
export const onboardingComplete = () =>
  new ApiError(409, 'ONBOARDING.COMPLETE', ONBOARDING_MESSAGES.complete);

/** 400: a step was sent before the steps it depends on. */
export const stepsMissing = () =>
  validationError(
    { non_field_errors: ONBOARDING_MESSAGES.stepsMissing },
    ONBOARDING_MESSAGES.stepsMissing,
  );

/** A store's onboarding row: its step and the choices so far. */
export interface OnboardingRow {
  step: string;
  chosen_services: string[];
  plan_id: number | null;
  extra_locations: number;
  plan_card_brand: string | null;
  plan_card_last4: string | null;
  plan_paid_on: string | null;
  payouts_last4: string | null;
}

/** The onboarding row of an unfinished store, locked in `tx`; 409 when the store is complete. */
export async function lockOnboarding(
  tx: Db,
  storeId: number,
): Promise<OnboardingRow> {
  // A store made before onboarding existed and never completed starts its onboarding now.
  await tx.query(
    `INSERT INTO store_onboarding (store_id)
     SELECT id FROM stores WHERE id = $1 AND NOT is_onboarding_complete
     ON CONFLICT (store_id) DO NOTHING`,
    [storeId],
  );
  const rows = await tx.query<OnboardingRow & { complete: boolean }>(
    `SELECT o.*, s.is_onboarding_complete AS complete
     FROM store_onboarding o JOIN stores s ON s.id = o.store_id
     WHERE o.store_id = $1 FOR UPDATE OF o`,
    [storeId],
  );
  const row = rows[0];
  if (!row || row.complete) throw onboardingComplete();
  return row;
}

/** Marks `done` as done: the step moves on to the one after it unless it is already further. */
export async function advance(
  tx: Db,
  storeId: number,
  current: string,
  done: OnboardingStepKey,
): Promise<void> {
  const next = ONBOARDING_STEP_KEYS[stepIndex(done) + 1] ?? 'complete';
  const step = stepIndex(current) >= stepIndex(next) ? current : next;
  await tx.query(
    'UPDATE store_onboarding SET step = $2, updated_on = now() WHERE store_id = $1',
    [storeId, step],
  );
}

/**
 * Where the store's onboarding stands, with the choices so far (the plan's locations as of `today`)
 * and how its payouts connect (`payoutsProvider`, from the api's Stripe configuration).
 */
export async function loadOnboardingState(
  db: Db,
  storeId: number,
  payoutsProvider: OnboardingState['payouts_provider'] = 'test',
  today = dayOf(new Date()),
): Promise<OnboardingState> {
  const [row] = await db.query<
    OnboardingRow & {
      name: string;
      url: string;
      website_url: string | null;
      button_color: string | null;
      is_onboarding_complete: boolean;
      use_platform_shipping: boolean;
      shipping_account_type: number | null;
      locations_leaving: number | null;
      leaving_on: string | null;
    }
  >(
    `SELECT o.*, s.name, s.url, s.website_url, s.button_color, s.is_onboarding_complete, s.use_platform_shipping,
       s.shipping_account_type, to_char(o.locations_leaving_on, 'YYYY-MM-DD') AS leaving_on
     FROM stores s LEFT JOIN store_onboarding o ON o.store_id = s.id WHERE s.id = $1`,
    [storeId],
  );
  if (!row) throw onboardingComplete();
  // Extra locations whose leaving day has come are gone (areas/billing/billItems.ts settledRow).
  const { extra_locations: extra } = settledRow(
    {
      extra_locations: row.extra_locations ?? 0,
      locations_leaving: row.locations_leaving ?? 0,
      leaving_on: row.leaving_on,
    },
    today,
  );
  const [address] = await db.query<NonNullable<OnboardingState['address']>>(
    `SELECT name, coalesce(address_line1, '') AS address_line1, coalesce(city, '') AS city,
       coalesce(state, '') AS state, coalesce(zip, '') AS zip, phone
     FROM locations WHERE store_id = $1 AND is_default ORDER BY id LIMIT 1`,
    [storeId],
  );
  const plans = await listPlans(db);
  const step = row.is_onboarding_complete ? 'complete' : (row.step ?? 'store');
  const plan = plans.find((p) => p.id === row.plan_id);
  return {
    step,
    next_path: row.is_onboarding_complete
      ? '/portal/location'
      : onboardingPathOf(step as OnboardingStepKey),
    is_onboarding_complete: row.is_onboarding_complete,
    store: {
      id: storeId,
      name: row.name,
      url: row.url,
      website_url: row.website_url,
      button_color: row.button_color,
    },
    starter_services: STARTER_CATALOGUE,
    chosen_services: row.chosen_services ?? [],
    address: address ?? null,
    use_platform_shipping: row.use_platform_shipping,
    shipping_account_type: row.shipping_account_type,
    plans,
    plan_id: row.plan_id ?? null,
    extra_locations: extra,
    monthly_total: moneyOf(monthlyTotalCents(plan, extra)),
    plan_paid:
      row.plan_paid_on && row.plan_card_last4
        ? { brand: row.plan_card_brand ?? '', last4: row.plan_card_last4 }
        : null,
    payouts_last4: row.payouts_last4 ?? null,
    payouts_provider: payoutsProvider,
  };
}
