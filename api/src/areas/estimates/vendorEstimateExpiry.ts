import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import {
  announceVendorStep,
  loadVendorEstimate,
  moveVendorRecord,
  VENDOR_SYSTEM,
} from '../vendorSales';

// A vendor's quotes past their valid-until day, as the store's (estimateExpiry.ts): each sent one
// moves to 'expired' through the vendor's estimate machine, by the platform (the timeline's status
// event, the bell of the vendor's users and the live record change, as every move), and its
// customer is mailed. The move locks the row and checks its version, so when two replicas sweep at
// once only one moves a quote; the other's move is refused and skipped.

/** Expires every sent vendor quote whose valid-until day has passed; answers how many. */
export async function expireVendorEstimates(ctx: AppContext): Promise<number> {
  const due = await ctx.db.query<{
    id: number;
    vendor_id: number;
    version: number;
  }>(
    `SELECT id, vendor_id, version FROM vendor_estimates
     WHERE status = 'quoted' AND valid_until < current_date ORDER BY id LIMIT 200`,
  );
  let expired = 0;
  for (const quote of due) {
    const move = {
      id: quote.id,
      vendorId: quote.vendor_id,
      to: 'expired',
      version: quote.version,
      author: VENDOR_SYSTEM,
    };
    let notifications;
    try {
      notifications = await ctx.db.transaction((tx) =>
        moveVendorRecord(tx, 'estimate', move),
      );
    } catch (error) {
      // Moved meanwhile (another replica's sweep, a revision, an answer): nothing to do.
      if (error instanceof ApiError && error.statusCode === 409) continue;
      throw error;
    }
    expired += 1;
    const estimate = await loadVendorEstimate(
      ctx.db,
      quote.id,
      quote.vendor_id,
    );
    await announceVendorStep(ctx, quote.vendor_id, estimate, notifications);
  }
  return expired;
}
