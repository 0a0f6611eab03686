import type { AppContext } from '../context';
import { publishChange, vendorAudience } from './live';

// The vendor's own sales orders and estimates, live: after a change commits, `record-changed` on the
// private channel of each of the vendor's users, so their open lists and pages follow without a
// reload. No bell notification: the person who made the change is the vendor's own team.

/** Publishes a committed change of one of the vendor's records (never throws: publishChange). */
export async function publishVendorChange(
  ctx: AppContext,
  vendorId: number,
  record: 'vendor_sales_order' | 'vendor_estimate',
  row: { id: number; status: string; version: number },
  salesOrderId: number | null = null,
): Promise<void> {
  await publishChange(ctx, {
    notifications: [],
    change: {
      record,
      id: row.id,
      sales_order_id: salesOrderId,
      status: row.status,
      version: row.version,
    },
    userIds: await vendorAudience(ctx.db, vendorId),
  });
}
