import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/types';
import { moneyOf } from './plans';
import { sendMail } from '../../mail';
import { addressLanguage } from '../../mail/language';
import { CARD_AUTH_FAILURE, renewalMail } from '../../mail/renewalMails';
import { testProvider, type PaymentProvider } from '../payments';
import { stores, vendors, type Party } from './renewalParties';

// Plan renewals on the bill date, for stores (store_onboarding.renews_on) and vendors
// (vendors.plan_renews_on). Each renewal runs in one transaction that locks the store's or the
// vendor's row and checks the date again, so a renewal happens once however many replicas run
// the job at once: the month's invoice is recorded (the plan change's invoice due that day, or a
// new one), the card on file is charged, the owner is mailed, and the bill date moves a month on.
// A refused charge leaves the invoice 'failed' and says so in the mail; the date still moves on,
// so the owner is neither charged nor mailed twice for one month.
//
// The card on file is the plan's card that the onboarding's plan payment and the billing page
// check with the built-in test processor (brand and last four digits only); an off-session
// charge through Stripe would need a saved payment method, which the platform does not keep yet.

export interface JobContext {
  db: Db;
  config: ResolvedConfig;
}

/** The processor that charges plans (see above). */
export const planPayments: PaymentProvider = testProvider;

/** Renews one store or vendor when its bill date has come; answers whether it did. */
async function renewOne(
  ctx: JobContext,
  party: Party,
  id: number,
): Promise<'paid' | 'failed' | null> {
  return ctx.db.transaction(async (tx) => {
    const due = await party.lockDue(tx, id);
    if (!due) return null;
    const invoiceId = await party.invoiceFor(tx, due);
    const result = await planPayments.charge({
      paymentId: invoiceId,
      idempotencyKey: `renewal-${party.kind}-${id}-${due.renews_on}`,
      amountCents: due.amount_cents,
      currency: 'usd',
      description: `${due.plan_name} plan, from ${due.renews_on}`,
      ...(due.card_last4
        ? {
            savedCard: {
              brand: due.card_brand ?? 'unknown',
              last4: due.card_last4,
            },
          }
        : {}),
      middlePageUrl: '/portal/billing',
      cancelUrl: '/portal/billing',
    });
    const paid = result.status === 'succeeded';
    await party.settle(tx, invoiceId, paid, result.ref);
    await party.moveOn(tx, due);
    const failure = paid
      ? null
      : result.status === 'declined'
        ? result.message
        : CARD_AUTH_FAILURE;
    const billingLink = await party.billingLink(tx, id, ctx.config.publicUrl);
    for (const to of await party.owners(tx, id))
      await sendMail(
        { db: tx, config: ctx.config },
        renewalMail({
          to,
          name: due.name,
          plan: due.plan_name,
          amount: moneyOf(due.amount_cents),
          from: due.renews_on,
          until: due.next_on,
          billingLink,
          failure,
          // each owner's stored language, else English
          language: await addressLanguage(tx, to),
        }),
      );
    return paid ? 'paid' : 'failed';
  });
}

/**
 * Renews every store and vendor whose bill date has come (a date long past is caught up one month
 * per pass). Answers how many renewals were paid and how many failed.
 */
export async function renewDuePlans(
  ctx: JobContext,
): Promise<{ paid: number; failed: number }> {
  const counts = { paid: 0, failed: 0 };
  for (const party of [stores, vendors])
    for (let pass = 0; pass < 24; pass += 1) {
      const ids = await party.dueIds(ctx.db);
      if (ids.length === 0) break;
      for (const id of ids) {
        const outcome = await renewOne(ctx, party, id);
        if (outcome) counts[outcome] += 1;
      }
    }
  return counts;
}
