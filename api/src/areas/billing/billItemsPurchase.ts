import {
  BILL_ITEM_MESSAGES,
  BILLING_MESSAGES,
  MAX_EXTRA_LOCATIONS,
} from 'shared/contracts/billing';
import type { Db } from '../../db/types';
import { formatDay } from '../downloads';
import { ApiError, validationError } from '../../errors';
import { testProvider, type CardInput } from '../payments';
import {
  bumpBillingVersion,
  conflictOf,
  itemsOf,
  lockItems,
  proratedLocationCents,
} from './billItems';
import { throwIfErrors } from '../../platform/fieldChecks';
import { moneyOf } from './plans';
import type { BillingPeriod } from './proration';
import { dayOf } from './proration';

// Buying extra locations on a complete store's plan: on /addbillitems and on
// /pay-per-location alike, paid now for the rest of the billing period at the prorated price
// (./proration.ts), by the card on file or a new card through the payment provider. A refused card
// changes nothing. Each purchase issues a paid platform invoice with its line (item, quantity,
// period from–to, days, prorated amount).

export interface LocationsPurchase {
  count: number;
  /** null: the card on file */
  card: CardInput | null;
  /** the body field the count came in ('locations', or 'count' on /pay-per-location) */
  countField: string;
  /** the amount the caller was shown; another one answers 409 PRICE.CHANGED */
  expectedAmount?: string;
  /** the billing version the caller saw; another one answers 409 */
  version?: number;
  /** where the payment provider sends a buyer who cancels */
  cancelUrl: string;
  /** the refusal of a store without a plan */
  noPlan: () => ApiError;
}

const plural = (n: number) => `${n} extra location${n === 1 ? '' : 's'}`;

/** Issues the purchase's paid invoice and its line; answers the invoice's id. */
async function issueInvoice(
  tx: Db,
  storeId: number,
  input: {
    count: number;
    /** a month's price of one */
    monthCents: number;
    amountCents: number;
    period: BillingPeriod;
    today: string;
    paymentRef: string;
  },
): Promise<number> {
  const { count, period, today } = input;
  const [invoice] = await tx.query<{ id: number }>(
    `INSERT INTO store_invoices (store_id, kind, description, amount, status, payment_ref,
       period_start, period_end)
     VALUES ($1, 'locations', $2, $3, 'paid', $4, $5::date, $6::date) RETURNING id`,
    [
      storeId,
      `${plural(count)} to ${formatDay(period.end)}, prorated for ${period.days_left} of ${period.days_in_period} days`,
      moneyOf(input.amountCents),
      input.paymentRef,
      today,
      period.end,
    ],
  );
  await tx.query(
    `INSERT INTO store_invoice_lines (invoice_id, item, quantity, unit_amount, period_start,
       period_end, days_charged, days_in_period, amount)
     VALUES ($1, 'extra_location', $2, $3, $4::date, $5::date, $6, $7, $8)`,
    [
      invoice!.id,
      count,
      moneyOf(input.monthCents),
      today,
      period.end,
      period.days_left,
      period.days_in_period,
      moneyOf(input.amountCents),
    ],
  );
  return invoice!.id;
}

/**
 * Buys `count` extra locations for the rest of the period, charged at once; answers the invoice's
 * id. 400 with the card's field errors or the provider's refusal (nothing changes), 409 when stale
 * or the price moved since the caller saw it.
 */
export async function purchaseExtraLocations(
  db: Db,
  storeId: number,
  purchase: LocationsPurchase,
  today = dayOf(new Date()),
): Promise<number> {
  const outcome = await db.transaction<
    { invoiceId: number } | { conflict: 'CONFLICT' | 'PRICE.CHANGED' }
  >(async (tx) => {
    const { row, plans, stale } = await lockItems(
      tx,
      storeId,
      today,
      purchase.version,
    );
    if (stale) return { conflict: 'CONFLICT' };
    const items = itemsOf(row, plans, today);
    const { plan, period } = items;
    if (!plan || !period) throw purchase.noPlan();
    if (purchase.count > items.addable_locations)
      throw validationError({
        [purchase.countField]: BILL_ITEM_MESSAGES.tooMany
          .replace('{max}', String(MAX_EXTRA_LOCATIONS))
          .replace('{left}', String(items.addable_locations)),
      });
    if (purchase.card) throwIfErrors(testProvider.checkCard(purchase.card));
    else if (!items.card)
      throw validationError({ card: BILL_ITEM_MESSAGES.noCard });
    const unitCents = proratedLocationCents(plan, period);
    const amountCents = purchase.count * unitCents;
    if (
      purchase.expectedAmount !== undefined &&
      purchase.expectedAmount !== moneyOf(amountCents)
    )
      return { conflict: 'PRICE.CHANGED' };
    const result = await testProvider.charge({
      paymentId: storeId,
      idempotencyKey: `locations-${storeId}-${Date.now()}`,
      amountCents,
      currency: 'usd',
      description: `${plural(purchase.count)} to ${period.end}, prorated`,
      // The card on file: the provider charges the card it keeps for the store.
      card: purchase.card ?? undefined,
      middlePageUrl: '/store-billing-middle-page',
      cancelUrl: purchase.cancelUrl,
    });
    if (result.status !== 'succeeded')
      throw validationError({
        [purchase.card ? 'card.number' : 'card']:
          result.status === 'declined'
            ? result.message
            : BILL_ITEM_MESSAGES.refused,
      });
    await tx.query(
      `UPDATE store_onboarding SET extra_locations = extra_locations + $2, updated_on = now()
       WHERE store_id = $1`,
      [storeId, purchase.count],
    );
    await bumpBillingVersion(tx, storeId);
    const invoiceId = await issueInvoice(tx, storeId, {
      count: purchase.count,
      monthCents: Math.round(Number(plan.price_per_extra_location) * 100),
      amountCents,
      period,
      today,
      paymentRef: result.ref,
    });
    return { invoiceId };
  });
  if ('invoiceId' in outcome) return outcome.invoiceId;
  throw await conflictOf(
    db,
    storeId,
    outcome.conflict,
    outcome.conflict === 'CONFLICT'
      ? BILLING_MESSAGES.stale
      : BILL_ITEM_MESSAGES.priceChanged,
  );
}
