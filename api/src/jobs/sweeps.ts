import type { AppContext } from '../context';

/**
 * The areas' sweeps that keep records right, as the job queue and the single process's timers run
 * them. The platform names them only by this shape; background.ts (beside app.ts) wires the areas'
 * functions in, so no job module imports an area.
 */
export interface AreaSweeps {
  /** Renews the plans of stores and vendors whose bill date has come (the job queue only). */
  renewDuePlans(ctx: AppContext): Promise<unknown>;
  /** Settles payments left pending (a replica killed mid-charge) with the provider's answer. */
  reconcilePayments(ctx: AppContext): Promise<unknown>;
  /** Moves quotes past their valid-until day to expired; answers how many moved. */
  expireEstimates(ctx: AppContext): Promise<number>;
}
