import {
  BILLING_MESSAGES,
  type BillingOverview,
  type CardReplace,
  type PlanChange,
} from 'shared/contracts/billing';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { testProvider, type CardInput } from '../payments';
import { throwIfErrors } from '../../platform/fieldChecks';
import { settleLeaving, settledRow } from './billItems';
import { listPlans, moneyOf, monthlyTotalCents } from './plans';
import { dayOf } from './proration';

// The store's plan, card on file and plan changes (/portal/billing). The plan and card
// live on the onboarding row (migration 0014); billing writes carry stores.billing_version
// (migration 0026): a stale one answers 409 with the billing as it is now.

interface Row {
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

async function loadRow(db: Db, storeId: number, lock = false): Promise<Row> {
  const [row] = await db.query<Row>(
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
function leavingOf(row: Row, today = dayOf(new Date())) {
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
  const row = await loadRow(db, storeId);
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

/** The billing as it is now, as a 409 answer. */
const stale = async (db: Db, storeId: number) =>
  new ApiError(
    409,
    'CONFLICT',
    BILLING_MESSAGES.stale,
    {},
    { current: await loadBilling(db, storeId) },
  );

/**
 * A write on the billing the caller saw at `version`: locked, checked, version moved on. The
 * extra locations whose leaving day has come are written down first, so `write` sees the row as
 * it stands today.
 */
async function billingWrite(
  db: Db,
  storeId: number,
  version: number,
  write: (tx: Db, row: Row) => Promise<void>,
): Promise<BillingOverview> {
  let isStale = false;
  await db.transaction(async (tx) => {
    const locked = await loadRow(tx, storeId, true);
    if (!locked.complete)
      throw new ApiError(
        409,
        'ONBOARDING.INCOMPLETE',
        ONBOARDING_MESSAGES.setupFirst,
      );
    if (locked.version !== version) {
      isStale = true;
      return;
    }
    const today = dayOf(new Date());
    await settleLeaving(tx, storeId, today);
    const { extra, leaving, leavingOn } = leavingOf(locked, today);
    const row: Row = {
      ...locked,
      extra_locations: extra,
      locations_leaving: leaving,
      leaving_on: leavingOn,
    };
    await write(tx, row);
    await tx.query(
      'UPDATE stores SET billing_version = billing_version + 1 WHERE id = $1',
      [storeId],
    );
  });
  if (isStale) throw await stale(db, storeId);
  return loadBilling(db, storeId);
}

/**
 * Moves the store to another plan (up or down). A plan that allows fewer locations than the store
 * uses (with the extra locations that stay) is refused (409 PLAN.LOCATIONS) and nothing changes.
 * The change issues an invoice for the new plan's month, due at the renewal.
 */
export async function changePlan(
  db: Db,
  storeId: number,
  body: PlanChange,
): Promise<BillingOverview> {
  const plans = await listPlans(db);
  const plan = plans.find((p) => p.id === body.plan_id);
  if (!plan) throw validationError({ plan_id: BILLING_MESSAGES.unknownPlan });
  return billingWrite(db, storeId, body.version, async (tx, row) => {
    if (row.plan_id === plan.id)
      throw validationError({ plan_id: BILLING_MESSAGES.samePlan });
    // As the items' quote counts them (./billItems.ts itemsOf): the extra locations leaving at the
    // renewal may not be used, and the new plan's first month starts that day, without them.
    const extra = (row.extra_locations ?? 0) - (row.locations_leaving ?? 0);
    const allowed = plan.locations_included + extra;
    if (row.locations > allowed)
      throw new ApiError(
        409,
        'PLAN.LOCATIONS',
        BILLING_MESSAGES.tooManyLocations
          .replace('{count}', String(row.locations))
          .replace('{allowed}', String(allowed)),
      );
    if (row.has_row)
      await tx.query(
        `UPDATE store_onboarding SET plan_id = $2, renews_on = coalesce(renews_on,
           (now() + interval '1 month')::date), updated_on = now() WHERE store_id = $1`,
        [storeId, plan.id],
      );
    else
      await tx.query(
        `INSERT INTO store_onboarding (store_id, step, plan_id, renews_on, completed_on)
         VALUES ($1, 'complete', $2, (now() + interval '1 month')::date, now())`,
        [storeId, plan.id],
      );
    await tx.query(
      `INSERT INTO store_invoices (store_id, kind, description, amount, status, period_start, period_end)
       SELECT $1, 'plan_change', $2, $3, 'due', renews_on, (renews_on + interval '1 month')::date
       FROM store_onboarding WHERE store_id = $1`,
      [
        storeId,
        `${plan.name} plan${extra > 0 ? ` with ${extra} extra location(s)` : ''}, first month`,
        moneyOf(monthlyTotalCents(plan, extra)),
      ],
    );
  });
}

/**
 * Checks a card for a plan's payments with the payment provider of the onboarding's plan payment
 * (a zero-amount charge), for a store's or a vendor's billing: a refused card answers 400 on
 * `card.number`. Answers what is kept of it: the brand and the last four digits.
 */
export async function verifyPlanCard(input: {
  paymentId: number;
  idempotencyKey: string;
  card: CardInput;
  returnUrl: string;
}): Promise<{ brand: string; last4: string }> {
  const result = await testProvider.charge({
    paymentId: input.paymentId,
    idempotencyKey: input.idempotencyKey,
    amountCents: 0,
    currency: 'usd',
    description: 'Card check for the plan',
    card: input.card,
    middlePageUrl: input.returnUrl,
    cancelUrl: input.returnUrl,
  });
  if (result.status !== 'succeeded')
    throw validationError({
      'card.number':
        result.status === 'declined'
          ? result.message
          : 'This card asks for authentication, which plan payments do not support yet. Please use another card.',
    });
  return result.card;
}

/**
 * Replaces the card on file (checked by verifyPlanCard): a refused card answers 400 on
 * `card.number` and changes nothing. Only the brand and the last four digits are kept.
 */
export async function replaceCard(
  db: Db,
  storeId: number,
  body: CardReplace,
): Promise<BillingOverview> {
  throwIfErrors(testProvider.checkCard(body.card));
  return billingWrite(db, storeId, body.version, async (tx, row) => {
    if (!row.has_row || row.plan_id === null)
      throw new ApiError(409, 'PLAN.NONE', BILLING_MESSAGES.noPlan);
    const card = await verifyPlanCard({
      paymentId: storeId,
      idempotencyKey: `card-${storeId}-${Date.now()}`,
      card: body.card,
      returnUrl: '/portal/billing',
    });
    await tx.query(
      `UPDATE store_onboarding SET plan_card_brand = $2, plan_card_last4 = $3, updated_on = now()
       WHERE store_id = $1`,
      [storeId, card.brand, card.last4],
    );
  });
}
