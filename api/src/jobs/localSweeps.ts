import type { AppContext } from '../context';
import type { AreaSweeps } from './sweeps';

// The single process (no DATABASE_URL, so no job queue: pg-boss needs a real PostgreSQL server)
// runs the sweeps that keep records right on its own timers. One process is the only runner, so a
// plain timer runs each sweep once; a run still under way is never started a second time. With
// several replicas the same functions run as pg-boss jobs instead (./queue.ts).

export interface LocalSweep {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

/** The areas' sweeps on the single process's timers. */
export const localSweepsOf = (sweeps: AreaSweeps): LocalSweep[] => [
  // Often enough that a payment cut short is settled soon after it is old enough to ask about.
  {
    name: 'payment reconcile',
    everyMs: 15_000,
    run: sweeps.reconcilePayments,
  },
  // A quote expires the day after its valid-until day: a minute late is on time.
  { name: 'estimate expiry', everyMs: 60_000, run: sweeps.expireEstimates },
];

/** Starts every sweep; answers the function that stops them (waiting for runs under way). */
export function startLocalSweeps(
  ctx: AppContext,
  log: (message: string) => void,
  sweeps: LocalSweep[],
): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = sweeps.map((sweep) => {
    let current: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (current) return;
      current = sweep
        .run(ctx)
        .then(
          () => undefined,
          (error: Error) => log(`[api] ${sweep.name}: ${error.message}`),
        )
        .finally(() => {
          running.delete(current!);
          current = null;
        });
      running.add(current);
    }, sweep.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all([...running]);
  };
}
