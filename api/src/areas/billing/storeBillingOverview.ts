import type { BillingOverview } from 'shared/contracts/billing';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { settledRow } from './billItems';
import { listPlans, moneyOf, monthlyTotalCents } from './plans';
import { dayOf } from './proration';

// The store's plan, card on file and plan changes (/portal/billing). The plan and card
// live on the onboarding row (migration 0014); billing writes carry stores.billing_version
// (migration 0026): a stale one answers 409 with the billing as it is now.

export interface BillingRow {
  complete: boolean;
  version: number;
  plan_id: number | null;
  extra_locations: number | null;
  card_brand: string | null;
  card_last4: string | null;
  renews_on: string | null;
  has_row: boolean;
  locations: number;
  locations_leaving: number | null;
  leaving_on: string | null;
}

export async function loadBillingRow(
  db: Db,
  storeId: number,
  lock = false,
): Promise<BillingRow> {
  const [row] = await db.query<BillingRow>(
    `SELECT s.is_onboarding_complete AS complete, s.billing_version AS version, o.plan_id,
       o.extra_locations, o.plan_card_brand AS card_brand, o.plan_card_last4 AS card_last4,
       to_char(o.renews_on, 'YYYY-MM-DD') AS renews_on, o.store_id IS NOT NULL AS has_row,
       (SELECT count(*)::int FROM locations l WHERE l.store_id = s.id) AS locations,
       o.locations_leaving, to_char(o.locations_leaving_on, 'YYYY-MM-DD') AS leaving_on
     FROM stores s LEFT JOIN store_onboarding o ON o.store_id = s.id
     WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [storeId],
  );
  if (!row) throw notFound();
  return row;
}

/** The extra locations bought and leaving, as they stand on `today` (./billItems.ts settledRow). */
export function leavingOf(row: BillingRow, today = dayOf(new Date())) {
  const settled = settledRow(
    {
      extra_locations: row.extra_locations ?? 0,
      locations_leaving: row.locations_leaving ?? 0,
      leaving_on: row.leaving_on,
    },
    today,
  );
  return {
    extra: settled.extra_locations,
    leaving: settled.locations_leaving,
    leavingOn: settled.leaving_on,
  };
}

/** The store's plan, what it costs a month, the card on file (brand and last 4 only), the plans. */
export async function loadBilling(
  db: Db,
  storeId: number,
): Promise<BillingOverview> {
  const row = await loadBillingRow(db, storeId);
  const plans = await listPlans(db);
  const plan = plans.find((p) => p.id === row.plan_id) ?? null;
  // Extra locations whose leaving day has come are gone (areas/billing/billItems.ts).
  const { leaving, leavingOn, extra } = leavingOf(row);
  return {
    plan,
    locations_leaving: leaving,
    leaving_on: leavingOn,
    extra_locations: extra,
    locations_in_use: row.locations,
    monthly_total: moneyOf(monthlyTotalCents(plan ?? undefined, extra)),
    next_renewal: plan ? row.renews_on : null,
    card:
      row.card_brand && row.card_last4
        ? { brand: row.card_brand, last4: row.card_last4 }
        : null,
    plans,
    version: row.version,
  };
}
