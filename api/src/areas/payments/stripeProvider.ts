import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import type {
  ChargeRequest,
  ChargeResult,
  ConfirmResult,
  LookupResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './types';

// Stripe Checkout: a payment becomes a Checkout Session; the buyer pays on Stripe's page and comes
// back to the middle page (`session_id={CHECKOUT_SESSION_ID}`), which confirms by retrieving it.

export const NOT_COMPLETED = 'The payment was not completed.';
export const REFUND_FAILED =
  'The refund could not be processed. Please try again.';

// The Stripe library is loaded on first use: most starts of the api never use it.
/** A Stripe client for the configured key (and `stripeApiBase`, the tests' local imitation). */
export async function clientOf(config: PaymentsConfig): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  return new StripeClient(config.stripeSecretKey!, {
    maxNetworkRetries: 1,
    timeout: 20000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** A Checkout Session's payment: paid, expired unpaid (declined), or still open. */
async function sessionState(
  client: Stripe,
  sessionId: string,
): Promise<ConfirmResult> {
  const session = await client.checkout.sessions.retrieve(sessionId);
  if (
    session.payment_status === 'paid' ||
    session.payment_status === 'no_payment_required'
  )
    return { status: 'succeeded' };
  if (session.status === 'expired')
    return { status: 'declined', message: NOT_COMPLETED };
  return { status: 'pending', message: NOT_COMPLETED };
}

export function stripeProvider(config: PaymentsConfig): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= clientOf(config));
  return {
    name: 'stripe',
    // Stripe Checkout collects the card on Stripe's page: nothing to check here.
    checkCard: () => ({}),
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const separator = request.middlePageUrl.includes('?') ? '&' : '?';
      const session = await (
        await stripe()
      ).checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: String(request.paymentId),
          metadata: { payment_id: String(request.paymentId) },
          success_url: `${request.middlePageUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url)
        return {
          status: 'declined',
          message: NOT_COMPLETED,
          ref: session.id,
          card: null,
        };
      return {
        status: 'requires_action',
        ref: session.id,
        redirectUrl: session.url,
      };
    },
    async confirm(payment, input): Promise<ConfirmResult> {
      if (!payment.provider_ref)
        return { status: 'declined', message: NOT_COMPLETED };
      if (input.session_id && input.session_id !== payment.provider_ref)
        return { status: 'pending', message: NOT_COMPLETED };
      return sessionState(await stripe(), payment.provider_ref);
    },
    // A Checkout Session's id exists only once it is created: nothing to record before.
    referenceOf: () => null,
    // The session's URL is recorded together with its id, before the answer that carries it: a
    // payment with no session recorded never reached a buyer.
    async lookup(payment): Promise<LookupResult> {
      if (!payment.provider_ref)
        return { status: 'absent', message: NOT_COMPLETED };
      return sessionState(await stripe(), payment.provider_ref);
    },
    // A Checkout Session's money is its payment intent's: the refund names that, keyed by our row.
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.paymentRef)
        return { status: 'failed', message: REFUND_FAILED };
      const client = await stripe();
      const session = await client.checkout.sessions.retrieve(
        request.paymentRef,
      );
      const intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!intent) return { status: 'failed', message: REFUND_FAILED };
      const refund = await client.refunds.create(
        { payment_intent: intent, amount: request.amountCents },
        { idempotencyKey: `refund-${request.refundId}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { status: 'failed', message: REFUND_FAILED };
      return { status: 'succeeded', ref: refund.id };
    },
  };
}
