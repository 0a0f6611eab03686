import type {
  CardInput,
  ChargeRequest,
  ChargeResult,
  LookupResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './types';
import { NOT_COMPLETED } from './stripeProvider';

// The built-in test processor: validates cards like a real one (Luhn, expiry, CVC, name) and
// answers by the documented test cards (docs/contracts.md, docs/development.md).

export const CARD_MESSAGES = {
  required: 'This field is required.',
  number: 'Your card number is invalid.',
  expMonth: "Your card's expiration month is invalid.",
  expYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
  { number: '4000 0027 6000 3184', outcome: 'requires_action' },
] as const;

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Field errors (`card.<field>`) of a card, with the messages of a real processor. */
export function checkCard(
  card: CardInput | undefined,
  today = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const number = digitsOf(String(card?.number ?? ''));
  if (number === '') errors['card.number'] = CARD_MESSAGES.required;
  else if (!luhnValid(number)) errors['card.number'] = CARD_MESSAGES.number;
  const month = Number(card?.exp_month);
  let year = Number(card?.exp_year);
  if (card?.exp_month === undefined || card?.exp_month === null)
    errors['card.exp_month'] = CARD_MESSAGES.required;
  else if (!Number.isInteger(month) || month < 1 || month > 12)
    errors['card.exp_month'] = CARD_MESSAGES.expMonth;
  if (card?.exp_year === undefined || card?.exp_year === null)
    errors['card.exp_year'] = CARD_MESSAGES.required;
  else if (!Number.isInteger(year) || year < 0 || year > 9999)
    errors['card.exp_year'] = CARD_MESSAGES.expYear;
  else {
    if (year < 100) year += 2000;
    const nowYear = today.getUTCFullYear();
    const nowMonth = today.getUTCMonth() + 1;
    if (year > nowYear + 50) errors['card.exp_year'] = CARD_MESSAGES.expYear;
    else if (
      !errors['card.exp_month'] &&
      (year < nowYear || (year === nowYear && month < nowMonth))
    )
      errors['card.exp_year'] = CARD_MESSAGES.expired;
  }
  const cvc = String(card?.cvc ?? '').trim();
  const cvcLength = cardBrand(number) === 'amex' ? 4 : 3;
  if (cvc === '') errors['card.cvc'] = CARD_MESSAGES.required;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc))
    errors['card.cvc'] = CARD_MESSAGES.cvc;
  if (String(card?.name ?? '').trim() === '')
    errors['card.name'] = CARD_MESSAGES.required;
  return errors;
}

/** The test card whose last four digits a card on file has (or a succeeding one ending so). */
function numberOfSaved(last4: string): string {
  return (
    TEST_CARDS.map((c) => digitsOf(c.number)).find((n) => n.endsWith(last4)) ??
    `424242424242${last4}`
  );
}

/** What the processor answers for a card number (the documented test cards). */
function answerFor(
  number: string,
  ref: string,
  redirectUrl: string,
): ChargeResult {
  const card = { brand: cardBrand(number), last4: number.slice(-4) };
  if (number === '4000000000000002')
    return { status: 'declined', message: CARD_MESSAGES.declined, ref, card };
  if (number === '4000000000009995')
    return {
      status: 'declined',
      message: CARD_MESSAGES.insufficientFunds,
      ref,
      card,
    };
  if (number === '4000002760003184')
    return { status: 'requires_action', ref, redirectUrl };
  return { status: 'succeeded', ref, card };
}

export const testProvider: PaymentProvider = {
  name: 'test',
  checkCard,
  referenceOf: (paymentId) => `test_${paymentId}`,
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // A card on file answers as the test card with its last four digits would.
    const saved = request.card ? undefined : request.savedCard;
    const number = saved
      ? numberOfSaved(saved.last4)
      : digitsOf(request.card?.number ?? '');
    return answerFor(
      number,
      testProvider.referenceOf(request.paymentId)!,
      request.middlePageUrl,
    );
  },
  // The processor keeps no record of its own: it took the charge exactly when the payment
  // recorded its reference and card before charging, and answers as that card always does.
  async lookup(payment): Promise<LookupResult> {
    if (!payment.provider_ref || !payment.card_last4)
      return { status: 'absent', message: NOT_COMPLETED };
    const answer = answerFor(
      numberOfSaved(payment.card_last4),
      payment.provider_ref,
      '',
    );
    if (answer.status === 'requires_action')
      // Sent to authenticate: pending while its middle page can still finish it.
      return payment.redirect_url
        ? { status: 'pending' }
        : { status: 'absent', message: NOT_COMPLETED };
    if (answer.status === 'declined')
      return { status: 'declined', message: answer.message };
    return { status: 'succeeded', card: answer.card };
  },
  // Authentication on the middle page always passes for the test card.
  async confirm() {
    return { status: 'succeeded' };
  },
  // Every refund of a payment it took goes through.
  async refund(request: RefundRequest): Promise<RefundResult> {
    return { status: 'succeeded', ref: `test_refund_${request.refundId}` };
  },
};
