import {
  BILL_ITEM_MESSAGES,
  MAX_EXTRA_LOCATIONS,
  type BillItems,
} from 'shared/contracts/billing';
import type { Plan } from 'shared/contracts/onboarding';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { listPlans, moneyOf, monthlyTotalCents } from './plans';
import { currentPeriod, dayOf, prorateCents } from './proration';

// What a store has on its plan (/addbillitems): the plan's locations, the extra ones it
// bought, those in use, and what one more costs until the period's end (./proration.ts). Extra
// locations not in use can leave from the next period on, without a refund: until then they stay
// paid and allowed (`locations_leaving`, `locations_leaving_on`, migration 0039); once that day has
// come a write settles them (settleLeaving) and every read already counts them gone. Writes carry
// stores.billing_version, as the billing page's do.

export interface ItemsRow {
  complete: boolean;
  version: number;
  plan_id: number | null;
  extra_locations: number;
  locations_leaving: number;
  leaving_on: string | null;
  renews_on: string | null;
  card_brand: string | null;
  card_last4: string | null;
  locations: number;
}

/** The store's plan items (locked for a write, inside a transaction); 404 for no such store. */
export async function loadItemsRow(
  db: Db,
  storeId: number,
  lock = false,
): Promise<ItemsRow> {
  const [row] = await db.query<ItemsRow>(
    `SELECT s.is_onboarding_complete AS complete, s.billing_version AS version, o.plan_id,
       coalesce(o.extra_locations, 0) AS extra_locations,
       coalesce(o.locations_leaving, 0) AS locations_leaving,
       to_char(o.locations_leaving_on, 'YYYY-MM-DD') AS leaving_on,
       to_char(o.renews_on, 'YYYY-MM-DD') AS renews_on,
       o.plan_card_brand AS card_brand, o.plan_card_last4 AS card_last4,
       (SELECT count(*)::int FROM locations l WHERE l.store_id = s.id) AS locations
     FROM stores s LEFT JOIN store_onboarding o ON o.store_id = s.id
     WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [storeId],
  );
  if (!row) throw notFound();
  return row;
}

interface Leaving {
  extra_locations: number;
  locations_leaving: number;
  leaving_on: string | null;
}

/** The row with the locations whose leaving day has come taken away. */
export function settledRow<T extends Leaving>(row: T, today: string): T {
  if (row.leaving_on === null || row.leaving_on > today) return row;
  return {
    ...row,
    extra_locations: row.extra_locations - row.locations_leaving,
    locations_leaving: 0,
    leaving_on: null,
  };
}

/** Writes down the locations whose leaving day has come (inside the write's transaction). */
export async function settleLeaving(
  tx: Db,
  storeId: number,
  today: string,
): Promise<void> {
  await tx.query(
    `UPDATE store_onboarding SET extra_locations = extra_locations - locations_leaving,
       locations_leaving = 0, locations_leaving_on = NULL, updated_on = now()
     WHERE store_id = $1 AND locations_leaving_on <= $2::date`,
    [storeId, today],
  );
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** One extra location's price from today to the period's end, in cents (0 without a period). */
export function proratedLocationCents(
  plan: Plan | null,
  period: ReturnType<typeof currentPeriod> | null,
): number {
  if (!plan || !period) return 0;
  return prorateCents(
    cents(plan.price_per_extra_location),
    period.days_left,
    period.days_in_period,
  );
}

/** The plan items of a (settled) row. */
export function itemsOf(
  row: ItemsRow,
  plans: Plan[],
  today: string,
): BillItems {
  const plan = plans.find((p) => p.id === row.plan_id) ?? null;
  const period =
    plan && row.renews_on ? currentPeriod(row.renews_on, today) : null;
  const staying = row.extra_locations - row.locations_leaving;
  const included = plan?.locations_included ?? 0;
  return {
    plan,
    locations_included: included,
    extra_locations: row.extra_locations,
    locations_leaving: row.locations_leaving,
    leaving_on: row.leaving_on,
    locations_in_use: row.locations,
    removable_locations: plan
      ? Math.max(0, Math.min(staying, included + staying - row.locations))
      : 0,
    addable_locations: plan
      ? Math.max(0, MAX_EXTRA_LOCATIONS - row.extra_locations)
      : 0,
    period,
    prorated_location_amount: moneyOf(proratedLocationCents(plan, period)),
    monthly_total: moneyOf(
      monthlyTotalCents(plan ?? undefined, row.extra_locations),
    ),
    next_monthly_total: moneyOf(monthlyTotalCents(plan ?? undefined, staying)),
    card:
      row.card_brand && row.card_last4
        ? { brand: row.card_brand, last4: row.card_last4 }
        : null,
    version: row.version,
  };
}

/** The store's plan items as they are today. */
export async function loadBillItems(
  db: Db,
  storeId: number,
  today = dayOf(new Date()),
): Promise<BillItems> {
  const row = settledRow(await loadItemsRow(db, storeId), today);
  return itemsOf(row, await listPlans(db), today);
}

/** The answer to a write on items the caller saw at another version, or at another price. */
export const conflictOf = async (
  db: Db,
  storeId: number,
  code: 'CONFLICT' | 'PRICE.CHANGED',
  message: string,
) =>
  new ApiError(
    409,
    code,
    message,
    {},
    {
      current: await loadBillItems(db, storeId),
    },
  );

export const noPlanError = () =>
  new ApiError(409, 'PLAN.NONE', BILL_ITEM_MESSAGES.noPlan);

/**
 * Locks the store for a write on its items: 409 while its set-up is not complete; the due leaving
 * settled. Answers the settled row, the plans and `stale` when the caller saw another version.
 */
export async function lockItems(
  tx: Db,
  storeId: number,
  today: string,
  version?: number,
) {
  const locked = await loadItemsRow(tx, storeId, true);
  if (!locked.complete)
    throw new ApiError(
      409,
      'ONBOARDING.INCOMPLETE',
      ONBOARDING_MESSAGES.setupFirst,
    );
  await settleLeaving(tx, storeId, today);
  const row = settledRow(locked, today);
  const stale = version !== undefined && version !== row.version;
  return { row, plans: await listPlans(tx), stale };
}

export const bumpBillingVersion = (tx: Db, storeId: number) =>
  tx.query(
    'UPDATE stores SET billing_version = billing_version + 1 WHERE id = $1',
    [storeId],
  );
