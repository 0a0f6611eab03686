import { formatMoney as formatIntlMoney } from 'shared/i18n';
import { SALES_ORDER } from 'shared/workflow';
import type { Charge, Order } from './api';
import { st } from '../../i18n/t';

/** The api's decimal string ("12.5") as "$12.50"; unparsable values as given. */
export function formatMoney(value: string | null | undefined): string {
  return formatIntlMoney(value, 'USD');
}

/**
 * An order status as the customer reads it, in the page's language: the sales order machine's words
 * (shared/workflow), like every other page (an unknown status as given).
 */
export function statusLabel(status: string): string {
  return status in SALES_ORDER.labels ? st(`account.status.${status}`) : status;
}

const PAYMENT_KEYS: Record<Order['payment_status'], string> = {
  unpaid: 'account.unpaid',
  paid: 'account.paid',
  partially_refunded: 'account.partiallyRefunded',
  refunded: 'account.refunded',
};

/** Paid, Unpaid, Partially refunded or Refunded, in the page's language. */
export function paymentLabel(status: Order['payment_status']): string {
  return st(PAYMENT_KEYS[status] ?? 'account.unpaid');
}

/** Carrier 1 is Fedex, 2 is USPS, any other id is UPS. */
export function carrierName(id: number | null | undefined): string {
  if (id === 1) return 'Fedex';
  if (id === 2) return 'USPS';
  return 'UPS';
}

/** Who asked for an additional or extra charge (the banner says which). */
export function requestedByLabel(charge: Charge): string {
  return charge.requested_by === 'vendor'
    ? st('myAccount.charges.byVendor')
    : st('myAccount.charges.byStore');
}

/** The payment page of a charge: additional charges and extra charges have their own routes. */
export function chargePaymentPath(charge: Charge): string {
  const token = encodeURIComponent(charge.token);
  return charge.kind === 'extra'
    ? `/extra-charge-payment/${token}`
    : `/additional-payment/${token}`;
}

/** The order's payment page while it is unpaid (a cancelled order is not paid any more). */
export function orderPaymentPath(order: Order): string | null {
  return order.payment_status === 'unpaid' && order.status !== 'cancelled'
    ? `/checkout/payment/${encodeURIComponent(order.token)}`
    : null;
}

/** The feedback page, offered for a completed order until feedback is given. */
export function feedbackPath(order: Order): string | null {
  return order.feedback && !order.feedback.submitted
    ? `/feedback/${encodeURIComponent(order.feedback.token)}`
    : null;
}

/** 'Ring size: 7, Metal: Gold'. */
export function formatChoices(
  choices: { label: string; value: string }[],
): string {
  return choices.map((c) => `${c.label}: ${c.value}`).join(', ');
}
