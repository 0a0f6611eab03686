import type { AppContext } from '../../context';
import { targetOfPayment } from './charges';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';
import { ApiError, notFound } from '../../errors';
import { providerOf } from './providers';
import { NOT_COMPLETED } from './stripeProvider';
import { releaseClaim } from './claims';
import { declineUnlessSettled, succeedPayment as succeed } from './settle';
import {
  PAYMENT_COLUMNS,
  PAYMENT_MESSAGES,
  paymentPagePath,
  thankYouPath,
  type PaymentRow,
} from './records';

// POST /payments/{reference}/confirm, once the payer is back from the provider's page. Confirming
// needs the payment's own reference (32 random bytes), which only the answer to the payer's
// POST /payments carries: a counting row id would let anyone confirm, and read the thank-you token
// of, every order.

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
    // The reconcile may have settled it meanwhile: answer what it became.
    const row = await succeed(ctx, payment, target, {}).finally(() =>
      releaseClaim(ctx.db, target),
    );
    return row.status === 'declined'
      ? declined(row.failure_message ?? NOT_COMPLETED)
      : succeeded;
  }
  const message = result.message ?? NOT_COMPLETED;
  if (result.status === 'declined') {
    // Settled meanwhile by the reconcile or another confirmation: answer what it became.
    const settled = await declineUnlessSettled(ctx, payment.id, {
      failure_message: message,
    });
    if (!settled.declined)
      return settled.row.status === 'succeeded'
        ? succeeded
        : declined(settled.row.failure_message ?? NOT_COMPLETED);
    await releaseClaim(ctx.db, target);
  }
  return declined(message);
}
