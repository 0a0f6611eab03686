import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_STATUSES } from '../workflow/payments';
import { DateTime, Money } from './repairParts';

// Refunds of a paid sales order (the refund module's permission): all of the payment or part of it,
// each with a reason, never more than was paid minus earlier refunds.
//   POST /sales-orders/{id}/refunds  body RefundInput  -> 201 SalesOrder (its `refund` updated)
//   400 {code, message, errors: {amount|reason}}; 409 NOT_PAID | ALREADY_REFUNDED; 404 another
//   store's or an unreachable order; 502 REFUND_PROVIDER_ERROR (nothing refunded).

export const RefundInput = Type.Object({
  /** "12.50" (or a number): greater than 0, at most what is left to refund */
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  reason: Type.String({ maxLength: 500 }),
});
export type RefundInput = Static<typeof RefundInput>;

export const Refund = Type.Object({
  id: Type.Integer(),
  amount: Money(),
  reason: Type.String(),
  /** the staff member who made it */
  created_by: Type.String(),
  created_on: DateTime(),
});
export type Refund = Static<typeof Refund>;

/** What the order's payment took, what went back, and what is left to refund. */
export const RefundSummary = Type.Object({
  paid: Money(),
  refunded: Money(),
  refundable: Money(),
  refunds: Type.Array(Refund),
});
export type RefundSummary = Static<typeof RefundSummary>;

export const REFUND_MESSAGES = {
  money: 'Please enter a valid amount with at most 2 decimals',
  positive: 'The amount must be greater than 0.',
  reason: 'This field may not be blank.',
  tooMuch: (refundable: string) =>
    `The amount cannot be more than $${refundable}, what is left to refund.`,
  notPaid: 'Only a paid order can be refunded.',
  alreadyRefunded: 'This order has already been refunded in full.',
  providerError: 'The refund could not be processed. Please try again.',
} as const;

export { PAYMENT_STATUSES };
