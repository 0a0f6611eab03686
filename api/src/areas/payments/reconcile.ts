import type { AppContext } from '../../context';
import { targetOfPayment } from './charges';
import { ApiError } from '../../errors';
import { releaseClaim } from './claims';
import { providerOf } from './providers';
import { PAYMENT_COLUMNS, type PaymentRow } from './records';
import { declinePending, succeedPayment } from './settle';
import { NOT_COMPLETED } from './stripeProvider';

// Payments left pending by a process that ended mid-charge (a replica killed, a crash) are settled
// by asking their provider: one the provider took is marked paid (the order's status, its event,
// the store users' bell) exactly once, one it declined or never saw is declined and its target's
// claim ended, so the customer can pay again at once instead of waiting for the claim to lapse.
// A payment waiting for its buyer (3-D Secure, an open Checkout Session) is left as it is, and is
// settled too when its buyer paid and never came back to the middle page. Run by the job queue
// with several replicas (jobs/queue.ts) and by the single process's sweeps (jobs/localSweeps.ts).

/**
 * How long a payment stays pending before it is asked about: longer than its own request can
 * still be charging (Stripe's client waits 20 s and tries once more), so the reconcile never
 * declines a payment whose charge is still on its way.
 */
export const RECONCILE_AFTER_SECONDS = 60;

/** Only payments younger than this are asked about (a Checkout Session lives 24 hours at most). */
const HORIZON = "interval '2 days'";

export interface ReconcileCounts {
  /** Marked paid (by this run or by a confirmation that raced it). */
  paid: number;
  /** Declined, their claim ended. */
  released: number;
  /** Still waiting for the buyer, or the provider could not be asked this time. */
  pending: number;
}

async function reconcileOne(
  ctx: AppContext,
  payment: PaymentRow,
): Promise<keyof ReconcileCounts> {
  const provider = providerOf(ctx, payment);
  // A Stripe payment while Stripe is no longer configured: there is nobody to ask.
  if (provider.name !== payment.provider) return 'pending';
  const answer = await provider.lookup(payment);
  if (answer.status === 'pending') return 'pending';
  const target = await targetOfPayment(ctx.db, payment);
  if (answer.status === 'succeeded') {
    try {
      const row = await succeedPayment(ctx, payment, target, {
        card_brand: answer.card?.brand,
        card_last4: answer.card?.last4,
      }).finally(() => releaseClaim(ctx.db, target));
      return row.status === 'succeeded' ? 'paid' : 'released';
    } catch (error) {
      // Another payment paid the target first: this one was declined.
      if (error instanceof ApiError && error.code === 'ALREADY_PAID')
        return 'released';
      throw error;
    }
  }
  await declinePending(ctx, payment, target, answer.message ?? NOT_COMPLETED);
  return 'released';
}

/** Settles the payments pending for longer than `afterSeconds`; answers what became of them. */
export async function reconcilePayments(
  ctx: AppContext,
  afterSeconds = ctx.config.payments.reconcileAfterSeconds ??
    RECONCILE_AFTER_SECONDS,
): Promise<ReconcileCounts> {
  const rows = await ctx.db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments
     WHERE status = 'pending' AND created_on < now() - make_interval(secs => $1)
       AND created_on > now() - ${HORIZON}
     ORDER BY id LIMIT 100`,
    [afterSeconds],
  );
  const counts: ReconcileCounts = { paid: 0, released: 0, pending: 0 };
  for (const payment of rows) {
    // A provider that cannot be reached now is asked again on the next run.
    const outcome = await reconcileOne(ctx, payment).catch((error: unknown) => {
      ctx.push.log?.warn(
        { err: error, paymentId: payment.id },
        'payments: reconciling a pending payment failed',
      );
      return 'pending' as const;
    });
    counts[outcome] += 1;
  }
  return counts;
}
