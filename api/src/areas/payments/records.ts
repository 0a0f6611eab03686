import type { Target } from './charges';
import { ApiError } from '../../errors';
import { NOT_COMPLETED } from './stripeProvider';
import { money } from '../../platform/wire';

// Payment rows, the pages a payment leads to, and the answer of a recorded payment.

export interface PaymentRow {
  id: number;
  /** The payment's public reference (the middle page's `payment=`): 43 random characters. */
  reference: string;
  sales_order_id: number;
  charge_id: number | null;
  provider: 'test' | 'stripe';
  provider_ref: string | null;
  amount: string;
  status: 'succeeded' | 'declined' | 'pending';
  failure_message: string | null;
  card_brand: string | null;
  card_last4: string | null;
  redirect_url: string | null;
}

export const PAYMENT_COLUMNS = `id, reference, sales_order_id, charge_id, provider, provider_ref, amount::text AS amount, status,
  failure_message, card_brand, card_last4, redirect_url`;

export const PAYMENT_MESSAGES = {
  notFound: 'Payment link not found.',
  paymentNotFound: 'Payment not found.',
  orderPaid: 'This order has already been paid.',
  chargePaid: 'This charge has already been paid.',
  inProgress: 'This payment is still being processed.',
  keyReused: 'This key was already used for another payment.',
  providerError: 'The payment could not be processed. Please try again.',
} as const;

/** The thank-you page after paying an order (/thankyou) or a charge (/thank-you). */
export const thankYouPath = (target: Target) =>
  target.kind === 'order'
    ? `/thankyou/${target.token}`
    : `/thank-you/${target.token}`;
export const paymentPagePath = (target: Target) =>
  target.kind === 'order'
    ? `/checkout/payment/${target.token}`
    : target.kind === 'additional'
      ? `/additional-payment/${target.token}`
      : `/extra-charge-payment/${target.token}`;
/** The middle page of a payment: it names the payment by its reference, never by its row id. */
export const middlePagePath = (target: Target, reference: string) =>
  target.kind === 'order'
    ? `/middle_page?payment=${reference}`
    : `/extra-middle-page?payment=${reference}`;
export const alreadyPaid = (target: Target) =>
  new ApiError(
    409,
    'ALREADY_PAID',
    target.kind === 'order'
      ? PAYMENT_MESSAGES.orderPaid
      : PAYMENT_MESSAGES.chargePaid,
  );

export interface PaymentAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

/** The answer of a recorded payment (also what a retry with its key gets). */
export function answerOf(payment: PaymentRow, target: Target): PaymentAnswer {
  if (payment.status === 'succeeded')
    return {
      statusCode: 201,
      body: {
        status: 'succeeded',
        payment: {
          id: payment.id,
          amount: money(payment.amount),
          card: { brand: payment.card_brand, last4: payment.card_last4 },
        },
        redirect_path: thankYouPath(target),
      },
    };
  if (payment.status === 'declined')
    throw new ApiError(
      402,
      'PAYMENT_DECLINED',
      payment.failure_message ?? NOT_COMPLETED,
    );
  if (payment.redirect_url)
    return {
      statusCode: 201,
      body: { status: 'requires_action', redirect_url: payment.redirect_url },
    };
  throw new ApiError(409, 'PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.inProgress);
}
