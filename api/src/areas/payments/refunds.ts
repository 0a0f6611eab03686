import { REFUND_MESSAGES } from 'shared/contracts/repair';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { sendMail } from '../../mail';
import { recordLanguage } from '../../mail/language';
import { refundMail } from '../../mail/workflowMails';
import { providerOf } from './providers';
import type { RefundResult } from './types';
import type { EventAuthor } from '../../platform/recordEvents';
import { insertEvent } from '../../platform/recordEvents';
import { formatCents, toCents } from '../../platform/money';
import { findStoreById } from '../storefront';
import { paymentOf } from './refundReads';

// Refunds of a sales order's own payment, whole or in part. The order's row is locked while what
// is left to refund is counted and the refund recorded as pending, so two refunds at once never
// give back more than was paid: the second sees the first. The provider is asked outside the
// transaction; a refund it refuses or that fails counts for nothing.

const MAX_CENTS = 99_999_999_99;

/** The amount's cents and the trimmed reason, or 400 with the fields' messages. */
export function checkRefundInput(input: {
  amount: string | number;
  reason: string;
}): { cents: number; reason: string } {
  const errors: Record<string, string> = {};
  const text = String(input.amount).trim();
  const cents = /^\d+(\.\d{1,2})?$/.test(text) ? toCents(text) : Number.NaN;
  if (Number.isNaN(cents) || cents > MAX_CENTS)
    errors.amount = REFUND_MESSAGES.money;
  else if (cents <= 0) errors.amount = REFUND_MESSAGES.positive;
  const reason = input.reason.trim();
  if (reason === '') errors.reason = REFUND_MESSAGES.reason;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { cents, reason };
}

/** Records a pending refund of `cents`, or refuses it (nothing written). */
async function reserve(
  db: Db,
  orderId: number,
  cents: number,
  reason: string,
  author: EventAuthor,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{
      store_id: number;
      payment_status: string;
    }>(
      'SELECT store_id, payment_status FROM sales_orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    const state = await paymentOf(tx, orderId);
    if (!state || order!.payment_status === 'unpaid')
      throw new ApiError(409, 'NOT_PAID', REFUND_MESSAGES.notPaid);
    const left = state.paidCents - state.refundedCents;
    if (left <= 0)
      throw new ApiError(
        409,
        'ALREADY_REFUNDED',
        REFUND_MESSAGES.alreadyRefunded,
      );
    if (cents > left)
      throw validationError({
        amount: REFUND_MESSAGES.tooMuch(formatCents(left)),
      });
    const [refund] = await tx.query<{ id: number }>(
      `INSERT INTO refunds (store_id, sales_order_id, payment_id, provider, amount, reason, status, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) RETURNING id`,
      [
        order!.store_id,
        orderId,
        state.payment.id,
        state.payment.provider,
        formatCents(cents),
        reason,
        author.userId,
        author.name,
      ],
    );
    return { refundId: refund!.id, storeId: order!.store_id, state };
  });
}

/** What the customer's refund mail names: the order, its contact and its payment's state. */
async function refundMailFacts(db: Db, orderId: number) {
  const [order] = await db.query<{
    order_no: string;
    contact_email: string;
    contact_first_name: string;
    payment_status: string;
  }>(
    `SELECT order_no, contact_email, contact_first_name, payment_status FROM sales_orders WHERE id = $1`,
    [orderId],
  );
  return order;
}

/**
 * Refunds `cents` of the order's payment through its provider; the order and timeline follow (the
 * caller tells the order's open pages).
 */
export async function refundOrder(
  ctx: AppContext,
  orderId: number,
  input: { cents: number; reason: string },
  author: EventAuthor,
): Promise<void> {
  const { db } = ctx;
  const { refundId, storeId, state } = await reserve(
    db,
    orderId,
    input.cents,
    input.reason,
    author,
  );
  let result: RefundResult;
  try {
    result = await providerOf(ctx, state.payment).refund({
      refundId,
      paymentRef: state.payment.provider_ref,
      amountCents: input.cents,
    });
  } catch {
    result = { status: 'failed', message: REFUND_MESSAGES.providerError };
  }
  if (result.status === 'failed') {
    await db.query(
      `UPDATE refunds SET status = 'failed', failure_message = $2, updated_on = now() WHERE id = $1`,
      [refundId, result.message],
    );
    throw new ApiError(502, 'REFUND_PROVIDER_ERROR', result.message);
  }
  const amount = formatCents(input.cents);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE refunds SET status = 'succeeded', provider_ref = $2, updated_on = now() WHERE id = $1`,
      [refundId, result.ref],
    );
    const now = await paymentOf(tx, orderId);
    const full = now!.refundedCents >= now!.paidCents;
    await tx.query(
      `UPDATE sales_orders SET payment_status = $2, updated_on = now() WHERE id = $1`,
      [orderId, full ? 'refunded' : 'partially_refunded'],
    );
    await insertEvent(tx, {
      storeId,
      salesOrderId: orderId,
      kind: 'payment',
      body: `Refunded $${amount}: ${input.reason}`,
      author,
    });
  });
  // Tell the customer; a mail failure never undoes the refund.
  try {
    const order = (await refundMailFacts(db, orderId))!;
    const store = (await findStoreById(db, storeId))!;
    if (order.contact_email)
      await sendMail(
        ctx,
        refundMail({
          to: order.contact_email,
          firstName: order.contact_first_name,
          storeName: store.name,
          orderNo: order.order_no,
          amount,
          reason: input.reason,
          full: order.payment_status === 'refunded',
          language: await recordLanguage(db, 'sales_orders', orderId),
        }),
      );
  } catch {
    // the refund is recorded and shown on the order
  }
}
