// An order's payment status: unpaid, paid, then partially or fully refunded. Plain data that the
// api's contracts, its exports and the portals share.

export const PAYMENT_STATUSES = [
  'unpaid',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment status in words (the portals, the exports, the invoice). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** A refund is offered while the order's payment has something left to give back. */
export const canRefundOrder = (paymentStatus: string): boolean =>
  paymentStatus === 'paid' || paymentStatus === 'partially_refunded';
