import {
  BILL_ITEM_MESSAGES,
  BILLING_MESSAGES,
  type BillItems,
  type BillItemsRemoval,
} from 'shared/contracts/billing';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  bumpBillingVersion,
  conflictOf,
  itemsOf,
  loadBillItems,
  lockItems,
  noPlanError,
} from './billItems';
import { dayOf } from './proration';

/**
 * Extra locations not in use leave at the end of the current period (no refund): until then they
 * stay paid and allowed, but no new location may take them. 400 when fewer are free.
 */
export async function removeExtraLocations(
  db: Db,
  storeId: number,
  body: BillItemsRemoval,
  today = dayOf(new Date()),
): Promise<BillItems> {
  let isStale = false;
  await db.transaction(async (tx) => {
    const { row, plans, stale } = await lockItems(
      tx,
      storeId,
      today,
      body.version,
    );
    if (stale) {
      isStale = true;
      return;
    }
    const items = itemsOf(row, plans, today);
    if (!items.plan || !items.period) throw noPlanError();
    if (body.locations > items.removable_locations)
      throw validationError({
        locations:
          items.removable_locations === 0
            ? BILL_ITEM_MESSAGES.noneFree
            : BILL_ITEM_MESSAGES.notFree.replace(
                '{count}',
                String(items.removable_locations),
              ),
      });
    await tx.query(
      `UPDATE store_onboarding SET locations_leaving = locations_leaving + $2,
         locations_leaving_on = $3::date, updated_on = now() WHERE store_id = $1`,
      [storeId, body.locations, items.period.end],
    );
    await bumpBillingVersion(tx, storeId);
  });
  if (isStale)
    throw await conflictOf(db, storeId, 'CONFLICT', BILLING_MESSAGES.stale);
  return loadBillItems(db, storeId, today);
}
