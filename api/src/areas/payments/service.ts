import type { AppContext } from '../../context';
import { findTarget } from './charges';
import { formatCents } from '../../platform/money';
import { newPublicToken } from '../../platform/publicTokens';
import { activeStoreById, type StoreRow } from '../storefront';
import { ApiError, notFound, validationError } from '../../errors';
import { paymentProviderFor } from './providers';
import type { CardInput, ChargeResult } from './types';
import { claimTarget, releaseClaim } from './claims';
import {
  declineUnlessSettled,
  updatePayment as update,
  succeedPayment as succeed,
} from './settle';
import { cardBrand } from './testProvider';
import {
  alreadyPaid,
  answerOf,
  middlePagePath,
  PAYMENT_COLUMNS,
  PAYMENT_MESSAGES,
  paymentPagePath,
  type PaymentAnswer,
  type PaymentRow,
} from './records';

// POST /payments. The server decides the amount (the order total or the charge amount); a payment
// row is written before the provider is called, keyed by the client's idempotency key, so a retry
// answers the first result and never charges twice. (Confirming one: confirm.ts.)

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
  const origin = originOf(await activeStoreById(ctx.db, target.storeId));
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
  // What the provider will know the payment by, and the card, before it is charged: a process
  // that ends mid-charge leaves enough for the reconcile to ask the provider (./reconcile.ts).
  const digits = (body.card?.number ?? '').replace(/[\s-]/g, '');
  const ref = provider.referenceOf(inserted.id);
  if (ref || digits)
    await update(ctx, inserted.id, {
      provider_ref: ref,
      card_brand: digits ? cardBrand(digits) : null,
      card_last4: digits ? digits.slice(-4) : null,
    });
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
    // The processor may have taken it and the reconcile settled it meanwhile: answer that.
    const settled = await declineUnlessSettled(ctx, inserted.id, {
      failure_message: PAYMENT_MESSAGES.providerError,
    });
    if (!settled.declined) return answerOf(settled.row, target);
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
    const { row, declined } = await declineUnlessSettled(ctx, inserted.id, {
      failure_message: result.message,
      provider_ref: result.ref,
      card_brand: result.card?.brand ?? null,
      card_last4: result.card?.last4 ?? null,
    });
    if (declined) await releaseClaim(ctx.db, target);
    return answerOf(row, target);
  }
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
