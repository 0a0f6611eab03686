import { validationError } from '../../errors';
import { testProvider, type CardInput } from '../payments';

/**
 * Checks a card for a plan's payments with the payment provider of the onboarding's plan payment
 * (a zero-amount charge), for a store's or a vendor's billing: a refused card answers 400 on
 * `card.number`. Answers what is kept of it: the brand and the last four digits.
 */
export async function verifyPlanCard(input: {
  paymentId: number;
  idempotencyKey: string;
  card: CardInput;
  returnUrl: string;
}): Promise<{ brand: string; last4: string }> {
  const result = await testProvider.charge({
    paymentId: input.paymentId,
    idempotencyKey: input.idempotencyKey,
    amountCents: 0,
    currency: 'usd',
    description: 'Card check for the plan',
    card: input.card,
    middlePageUrl: input.returnUrl,
    cancelUrl: input.returnUrl,
  });
  if (result.status !== 'succeeded')
    throw validationError({
      'card.number':
        result.status === 'declined'
          ? result.message
          : 'This card asks for authentication, which plan payments do not support yet. Please use another card.',
    });
  return result.card;
}
