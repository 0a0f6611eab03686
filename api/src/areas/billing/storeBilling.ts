import {
  BILLING_MESSAGES,
  type BillingOverview,
  type CardReplace,
  type PlanChange,
} from 'shared/contracts/billing';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { testProvider } from '../payments';
import { throwIfErrors } from '../../platform/fieldChecks';
import { settleLeaving } from './billItems';
import { verifyPlanCard } from './planCard';
import { listPlans, moneyOf, monthlyTotalCents } from './plans';
import { dayOf } from './proration';
import {
  type BillingRow,
  leavingOf,
  loadBilling,
  loadBillingRow,
} from './storeBillingOverview';

// The store's plan changes and card on file (/portal/billing); what the billing shows is
// ./storeBillingOverview.ts. Each write carries stores.billing_version: a stale one answers 409
// with the billing as it is now.

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
  write: (tx: Db, row: BillingRow) => Promise<void>,
): Promise<BillingOverview> {
  let isStale = false;
  await db.transaction(async (tx) => {
    const locked = await loadBillingRow(tx, storeId, true);
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
    const row: BillingRow = {
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
