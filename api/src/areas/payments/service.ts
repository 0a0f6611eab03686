import type { AppContext } from '../../context';
import {
  findTarget,
  markTargetPaid,
  targetOfPayment,
  type Target,
} from './charges';
import { CUSTOMER, insertEvent } from '../orders/events';
import { formatCents } from '../../platform/money';
import {
  newPublicToken,
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';
import {
  createStoreNotifications,
  publishNotifications,
} from '../notifications/notifications';
import {
  findStoreById,
  requireActiveStore,
  type StoreRow,
} from '../storefront/stores';
import { ApiError, notFound, validationError } from '../../errors';
import { paymentProviderFor, providerOf } from './index';
import { NOT_COMPLETED } from './stripeProvider';
import type { CardInput, ChargeResult } from './types';
import { claimTarget, releaseClaim } from './claims';
import {
  alreadyPaid,
  answerOf,
  middlePagePath,
  PAYMENT_COLUMNS,
  PAYMENT_MESSAGES,
  paymentPagePath,
  thankYouPath,
  type PaymentAnswer,
  type PaymentRow,
} from './records';

// POST /payments and POST /payments/{reference}/confirm. The server decides the amount (the order
// total or the charge amount); a payment row is written before the provider is called, keyed by the
// client's idempotency key, so a retry answers the first result and never charges twice.
// Confirming needs the payment's own reference (32 random bytes), which only the answer to
// the payer's POST /payments carries: a counting row id would let anyone confirm, and read the
// thank-you token of, every order.

async function paymentByReference(
  ctx: AppContext,
  reference: string,
): Promise<PaymentRow | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(reference)) return null;
  const rows = await ctx.db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE reference_hash = $1`,
    [publicTokenHash(reference)],
  );
  return rows[0] ?? null;
}

async function update(
  ctx: AppContext,
  id: number,
  fields: Record<string, unknown>,
): Promise<PaymentRow> {
  const keys = Object.keys(fields);
  const set = keys.map((key, i) => `${key} = $${i + 2}`).join(', ');
  const [row] = await ctx.db.query<PaymentRow>(
    `UPDATE payments SET ${set}, updated_on = now() WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
    [id, ...keys.map((key) => fields[key])],
  );
  return row!;
}

/** Records a success: the payment, the order or charge paid, and the store users notified. */
async function succeed(
  ctx: AppContext,
  payment: PaymentRow,
  target: Target,
  fields: Record<string, unknown>,
): Promise<PaymentRow> {
  const { row, notifications } = await ctx.db
    .transaction(async (tx) => {
      if (!(await markTargetPaid(tx, target))) throw alreadyPaid(target);
      const [updated] = await tx.query<PaymentRow>(
        `UPDATE payments SET status = 'succeeded', provider_ref = COALESCE($2, provider_ref),
         card_brand = COALESCE($3, card_brand), card_last4 = COALESCE($4, card_last4), updated_on = now()
       WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
        [
          payment.id,
          fields.provider_ref ?? null,
          fields.card_brand ?? null,
          fields.card_last4 ?? null,
        ],
      );
      await insertEvent(tx, {
        storeId: target.storeId,
        salesOrderId: target.orderId,
        kind: 'payment',
        chargeId: target.chargeId,
        body: target.chargeId === null ? 'Paid' : 'Charge paid',
        author: CUSTOMER,
      });
      const created = await createStoreNotifications(tx, target.storeId, {
        short_description: 'Payment received',
        description: `Payment received for sales order ${target.orderNo}.`,
        order_no: target.orderNo,
        sales_order_id: target.orderId,
        is_watching: true,
      });
      return { row: updated!, notifications: created };
    })
    .catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'ALREADY_PAID')
        await update(ctx, payment.id, {
          status: 'declined',
          failure_message: error.message,
        });
      throw error;
    });
  await publishNotifications(ctx, notifications);
  return row;
}

export interface PaymentBody {
  token: string;
  idempotency_key: string;
  card?: CardInput;
}

export async function processPayment(
  ctx: AppContext,
  body: PaymentBody,
  originOf: (store: StoreRow) => string,
): Promise<PaymentAnswer> {
  const target = await findTarget(ctx.db, body.token);
  if (!target) throw notFound(PAYMENT_MESSAGES.notFound);
  const [earlier] = await ctx.db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE idempotency_key = $1`,
    [body.idempotency_key],
  );
  const sameTarget = (p: PaymentRow) =>
    p.sales_order_id === target.orderId && p.charge_id === target.chargeId;
  if (earlier) {
    if (!sameTarget(earlier))
      throw validationError({ idempotency_key: PAYMENT_MESSAGES.keyReused });
    return answerOf(earlier, target);
  }
  const origin = originOf(
    requireActiveStore(await findStoreById(ctx.db, target.storeId)),
  );
  if (target.status === 'paid') throw alreadyPaid(target);
  const provider = paymentProviderFor(ctx.config);
  const cardErrors = provider.checkCard(body.card);
  if (Object.keys(cardErrors).length > 0) throw validationError(cardErrors);
  const [inserted] = await ctx.db.query<PaymentRow>(
    `INSERT INTO payments (store_id, sales_order_id, charge_id, provider, amount, status, idempotency_key, reference)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7) ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${PAYMENT_COLUMNS}`,
    [
      target.storeId,
      target.orderId,
      target.chargeId,
      provider.name,
      formatCents(target.amountCents),
      body.idempotency_key,
      newPublicToken(),
    ],
  );
  if (!inserted) {
    const [winner] = await ctx.db.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE idempotency_key = $1`,
      [body.idempotency_key],
    );
    if (!winner || !sameTarget(winner))
      throw validationError({ idempotency_key: PAYMENT_MESSAGES.keyReused });
    return answerOf(winner, target);
  }
  try {
    await claimTarget(ctx.db, target);
  } catch (error) {
    await update(ctx, inserted.id, {
      status: 'declined',
      failure_message: (error as Error).message,
    });
    throw error;
  }
  let result: ChargeResult;
  try {
    result = await provider.charge({
      paymentId: inserted.id,
      idempotencyKey: body.idempotency_key,
      amountCents: target.amountCents,
      currency: 'usd',
      description: `${target.kind === 'order' ? 'Sales order' : 'Charge for sales order'} ${target.orderNo}`,
      card: body.card,
      middlePageUrl: `${origin}${middlePagePath(target, inserted.reference)}`,
      cancelUrl: `${origin}${paymentPagePath(target)}`,
    });
  } catch {
    await update(ctx, inserted.id, {
      status: 'declined',
      failure_message: PAYMENT_MESSAGES.providerError,
    });
    await releaseClaim(ctx.db, target);
    throw new ApiError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      PAYMENT_MESSAGES.providerError,
    );
  }
  // A success ends the claim once the target is marked paid (never before: a second payment
  // would find it unpaid and unclaimed); one sent to authenticate keeps it until confirmed.
  if (result.status === 'succeeded') {
    const row = await succeed(ctx, inserted, target, {
      provider_ref: result.ref,
      card_brand: result.card.brand,
      card_last4: result.card.last4,
    }).finally(() => releaseClaim(ctx.db, target));
    return answerOf(row, target);
  }
  if (result.status === 'declined') {
    await releaseClaim(ctx.db, target);
    const row = await update(ctx, inserted.id, {
      status: 'declined',
      failure_message: result.message,
      provider_ref: result.ref,
      card_brand: result.card?.brand ?? null,
      card_last4: result.card?.last4 ?? null,
    });
    return answerOf(row, target);
  }
  const digits = (body.card?.number ?? '').replace(/[\s-]/g, '');
  const row = await update(ctx, inserted.id, {
    provider_ref: result.ref,
    // The test provider's relative middle page; Stripe's absolute Checkout URL.
    redirect_url: result.redirectUrl.startsWith(origin)
      ? result.redirectUrl.slice(origin.length)
      : result.redirectUrl,
    card_last4: digits ? digits.slice(-4) : null,
  });
  return answerOf(row, target);
}

export async function confirmPayment(
  ctx: AppContext,
  reference: string,
  input: { session_id?: string },
): Promise<Record<string, unknown>> {
  const payment = await paymentByReference(ctx, reference);
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const target = await targetOfPayment(ctx.db, payment);
  const succeeded = {
    status: 'succeeded',
    redirect_path: thankYouPath(target),
  };
  const declined = (message: string) => ({
    status: 'declined',
    message,
    redirect_path: paymentPagePath(target),
  });
  if (payment.status === 'succeeded') return succeeded;
  if (payment.status === 'declined')
    return declined(payment.failure_message ?? NOT_COMPLETED);
  if (target.status === 'paid') return succeeded;
  const provider = providerOf(ctx, payment);
  if (provider.name !== payment.provider) return declined(NOT_COMPLETED);
  let result;
  try {
    result = await provider.confirm(payment, input);
  } catch {
    throw new ApiError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      PAYMENT_MESSAGES.providerError,
    );
  }
  if (result.status === 'succeeded') {
    await succeed(ctx, payment, target, {}).finally(() =>
      releaseClaim(ctx.db, target),
    );
    return succeeded;
  }
  if (result.status === 'declined') await releaseClaim(ctx.db, target);
  const message = result.message ?? NOT_COMPLETED;
  if (result.status === 'declined')
    await update(ctx, payment.id, {
      status: 'declined',
      failure_message: message,
    });
  return declined(message);
}
