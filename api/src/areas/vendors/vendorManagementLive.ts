import type { RecordChanged } from 'shared/contracts/repair';
import type { AppContext } from '../../context';
import { MODULES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { publishChange, storeModuleAudience } from '../notifications';

// Live changes of the store's vendor management pages: the insurance plans on the vendors
// page and the invoices the store's vendors send it. After a change commits, `record-changed` goes to
// every user of the store who may view vendor management (module 9), so another open page of the
// same store refreshes without a reload; the vendor's invoice reaches the store's open list.

/** The store's active owner and staff who may view vendor management (at any location). */
export const vendorManagementAudience = (
  db: Db,
  storeId: number,
): Promise<number[]> =>
  storeModuleAudience(db, storeId, MODULES.vendorManagement);

/** After commit: a change of the store's insurance plans (plans have no version: 0). Never throws. */
export async function publishInsuranceChange(
  ctx: AppContext,
  storeId: number,
  id: number,
  status: 'saved' | 'selected' | 'deleted',
): Promise<void> {
  await publishStoreChange(ctx, storeId, {
    record: 'insurance_plan',
    id,
    sales_order_id: null,
    status,
    version: 0,
  });
}

/** After commit: a vendor's invoice to the store was made or moved (paid, void). Never throws. */
export async function publishVendorInvoiceChange(
  ctx: AppContext,
  invoice: {
    id: number;
    store: { id: number };
    status: string;
    version: number;
  },
): Promise<void> {
  await publishStoreChange(ctx, invoice.store.id, {
    record: 'vendor_invoice',
    id: invoice.id,
    sales_order_id: null,
    status: invoice.status,
    version: invoice.version,
  });
}

async function publishStoreChange(
  ctx: AppContext,
  storeId: number,
  change: RecordChanged,
): Promise<void> {
  try {
    await publishChange(ctx, {
      notifications: [],
      userIds: await vendorManagementAudience(ctx.db, storeId),
      change,
    });
  } catch (err) {
    // the audience query failing must not fail the change either: pages catch up on their next load
    ctx.push.log?.warn({ err }, 'push: publishing a store change failed');
  }
}
