import {
  ONBOARDING_MESSAGES,
  type ExtraLocationsPayment,
} from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { lockItems } from './billItems';
import { purchaseExtraLocations } from './billItemsPurchase';
import { dayOf } from './proration';

// /pay-per-location: a complete store adds locations beyond its plan's and pays them for the rest
// of the billing period, prorated and invoiced as on /addbillitems (./billItemsPurchase.ts); a
// refused card changes nothing. The page shows the quote of GET /stores/{id}/billing/items and
// sends its amount: another one (the day or the price moved) answers 409 PRICE.CHANGED.

/**
 * How many locations the store's plan allows (included + bought extra, less those leaving at the
 * period's end), or null when the store has no plan (a store created before plans existed, like
 * the demo stores: no limit). Locks the store's billing row; 409 while its set-up is not complete.
 */
export async function locationAllowance(
  tx: Db,
  storeId: number,
): Promise<number | null> {
  const { row, plans } = await lockItems(tx, storeId, dayOf(new Date()));
  const plan = plans.find((p) => p.id === row.plan_id);
  return plan
    ? plan.locations_included + row.extra_locations - row.locations_leaving
    : null;
}

export async function buyExtraLocations(
  db: Db,
  storeId: number,
  body: ExtraLocationsPayment,
): Promise<void> {
  await purchaseExtraLocations(db, storeId, {
    count: body.count,
    card: body.card,
    countField: 'count',
    expectedAmount: body.expected_amount,
    cancelUrl: '/pay-per-location',
    noPlan: () =>
      validationError(
        { non_field_errors: ONBOARDING_MESSAGES.noPlan },
        ONBOARDING_MESSAGES.noPlan,
      ),
  });
}
