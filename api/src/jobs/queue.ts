import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import type { MailMessage } from '../mail';
import { sendOverSmtp } from '../mail';
import type { AreaSweeps } from './sweeps';

// The api's background work on pg-boss, a job queue kept in PostgreSQL (its own schema `pgboss`):
// every replica runs the same workers, and the queue hands each job to exactly one of them
// (SELECT … FOR UPDATE SKIP LOCKED); the schedules fire once per minute across replicas (pg-boss
// keeps the cron state in the database). Only with DATABASE_URL: pg-boss needs a real server
// (LISTEN/NOTIFY, advisory locks, several connections), which the embedded database is not.

export const JOB_NAMES = {
  renewals: 'plan-renewals',
  expiry: 'estimate-expiry',
  mail: 'mail-delivery',
  reconcile: 'payment-reconcile',
} as const;

export interface JobsOptions {
  databaseUrl: string;
  /** How long the first retry of a refused mail waits; each next one waits twice as long. */
  mailRetryDelaySeconds?: number;
  /** How many times a refused mail is tried again before it is given up (and logged). */
  mailRetryLimit?: number;
  log: (message: string) => void;
}

export interface RunningJobs {
  boss: PgBoss;
  /** SMTP mail as a job (config.mail.queue). */
  mailQueue: { enqueue(message: MailMessage): Promise<void> };
  /** Starts the workers (once the api's context exists: they publish through its push). */
  work(ctx: AppContext, sweeps: AreaSweeps): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the queue if no replica did yet (two replicas starting together may race on it). */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(queue.name)) return;
  try {
    await boss.createQueue(queue.name, queue);
  } catch (error) {
    if (!(await boss.getQueue(queue.name))) throw error;
  }
}

export async function startJobs(options: JobsOptions): Promise<RunningJobs> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: 'pgboss',
    max: 4,
    // The cron schedules are checked every 10 s (default 30 s), so a minute's job starts on time.
    cronMonitorIntervalSeconds: 10,
  });
  // A lost connection (PostgreSQL restarting) is reported here and retried by pg-boss itself.
  boss.on('error', (error: Error) =>
    options.log(`[api] job queue: ${error.message}`),
  );
  await boss.start();
  // 'singleton': at most one run of a sweep is active at a time, whichever replica holds it.
  await ensureQueue(boss, { name: JOB_NAMES.renewals, policy: 'singleton' });
  await ensureQueue(boss, { name: JOB_NAMES.expiry, policy: 'singleton' });
  await ensureQueue(boss, { name: JOB_NAMES.reconcile, policy: 'singleton' });
  await ensureQueue(boss, {
    name: JOB_NAMES.mail,
    retryLimit: options.mailRetryLimit ?? 8,
    retryDelay: options.mailRetryDelaySeconds ?? 30,
    retryBackoff: true,
  });
  await boss.schedule(JOB_NAMES.renewals, '* * * * *');
  await boss.schedule(JOB_NAMES.expiry, '* * * * *');
  await boss.schedule(JOB_NAMES.reconcile, '* * * * *');

  return {
    boss,
    mailQueue: {
      async enqueue(message) {
        await boss.send(JOB_NAMES.mail, message);
      },
    },
    async work(ctx, sweeps) {
      const smtpUrl = ctx.config.mail.smtpUrl;
      await boss.work(JOB_NAMES.renewals, async () =>
        sweeps.renewDuePlans(ctx),
      );
      await boss.work(JOB_NAMES.expiry, async () => ({
        expired: await sweeps.expireEstimates(ctx),
      }));
      await boss.work(JOB_NAMES.reconcile, async () =>
        sweeps.reconcilePayments(ctx),
      );
      await boss.work<MailMessage>(
        JOB_NAMES.mail,
        { pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job || !smtpUrl) return;
          // A refusal throws: pg-boss fails the job and tries it again later, with backoff.
          await sendOverSmtp({ smtpUrl, from: ctx.config.mail.from }, job.data);
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
