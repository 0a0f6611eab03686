import { expireEstimates } from './areas/estimates/estimateExpiry';
import { expireVendorEstimates } from './areas/estimates/vendorEstimateExpiry';
import { renewDuePlans } from './areas/billing/planRenewals';
import { reconcilePayments } from './areas/payments/reconcile';
import type { AreaSweeps } from './jobs/sweeps';

// The releases' start-up work: each remote's configured build becomes its default (server.ts).
export { syncRemoteReleases } from './areas/releases/releasesStartup';

// The areas' background work, handed to the job queue or the single process's timers by server.ts:
// like app.ts for the routes, the one place that wires areas into the platform's jobs.

export const AREA_SWEEPS: AreaSweeps = {
  renewDuePlans,
  reconcilePayments,
  // the stores' quotes and the vendors' alike
  expireEstimates: async (ctx) =>
    (await expireEstimates(ctx)) + (await expireVendorEstimates(ctx)),
};
