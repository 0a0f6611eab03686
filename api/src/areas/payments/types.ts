// The payment provider interface: the built-in test processor or Stripe Checkout.

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** Our payment row id (also the idempotency key towards the provider). */
  paymentId: number;
  idempotencyKey: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  card?: CardInput;
  /** The card kept on file (brand and last four digits only), charged when `card` is not given. */
  savedCard?: { brand: string; last4: string };
  /** Where the buyer lands after authenticating (the middle page, with `payment={reference}`). */
  middlePageUrl: string;
  /** Where Stripe Checkout sends a buyer who cancels (the payment page). */
  cancelUrl: string;
}

export type ChargeResult =
  | { status: 'succeeded'; ref: string; card: { brand: string; last4: string } }
  | {
      status: 'declined';
      message: string;
      ref: string | null;
      card: { brand: string; last4: string } | null;
    }
  | { status: 'requires_action'; ref: string; redirectUrl: string };

export interface ConfirmResult {
  status: 'succeeded' | 'declined' | 'pending';
  message?: string;
  card?: { brand: string; last4: string } | null;
}

/** What a reconcile knows of a payment cut short, to ask its provider about it. */
export interface LookupRequest {
  id: number;
  provider_ref: string | null;
  card_brand: string | null;
  card_last4: string | null;
  redirect_url: string | null;
}

/** The provider's word on a payment: as a confirmation's, or 'absent' when it never reached it. */
export type LookupResult =
  ConfirmResult | { status: 'absent'; message?: string };

export interface RefundRequest {
  /** Our refund row id (also the idempotency key towards the provider). */
  refundId: number;
  /** The refunded payment's reference at the provider (a test reference, a Checkout Session). */
  paymentRef: string | null;
  amountCents: number;
}

export type RefundResult =
  { status: 'succeeded'; ref: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  name: 'test' | 'stripe';
  /** Field errors of the card data ({} when fine, or when the provider collects cards itself). */
  checkCard(card: CardInput | undefined, today?: Date): Record<string, string>;
  /**
   * The reference the provider will know the payment by, when it is known before the charge
   * (recorded first, so a payment cut short can be asked about); null when only the charge's
   * answer carries it.
   */
  referenceOf(paymentId: number): string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asks the provider what became of a payment left pending (./reconcile.ts). */
  lookup(payment: LookupRequest): Promise<LookupResult>;
  /** Finishes a payment that required action (3-D Secure, Stripe Checkout). */
  confirm(
    payment: { provider_ref: string | null },
    input: { session_id?: string },
  ): Promise<ConfirmResult>;
  /** Gives back `amountCents` of a succeeded payment (part of it, or all that is left). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
