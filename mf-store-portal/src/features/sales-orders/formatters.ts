import type { Address, OrderStatus } from 'shared/contracts';
import {
  PAYMENT_STATUS_LABELS,
  SALES_ORDER,
  statusLabel as machineLabel,
  type PaymentStatus,
} from 'shared/workflow';

/** Spec: carrier id 1 is Fedex, 2 is USPS, any other value is UPS. */
export function carrierName(carrierId: number): string {
  if (carrierId === 1) return 'Fedex';
  if (carrierId === 2) return 'USPS';
  return 'UPS';
}

/** The order's status in words, from the one sales order machine (ADR 0009). */
export const statusLabel = (status: OrderStatus): string =>
  machineLabel(SALES_ORDER, status);

/** The payment status in words: Unpaid, Paid, Partially refunded, Refunded. */
export const paymentLabel = (status: PaymentStatus): string =>
  PAYMENT_STATUS_LABELS[status] ?? status;

/** Green while the order keeps its money, orange unpaid, default once money went back. */
export const paymentColor = (status: PaymentStatus): string | undefined =>
  status === 'paid' ? 'green' : status === 'unpaid' ? 'orange' : undefined;

/** The address as display lines: name, street(s), city/state/zip, country. */
export function addressLines(address: Address): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.address_line1,
    address.address_line2 ?? '',
    `${address.city}, ${address.state} ${address.zip}`.trim(),
    address.country && address.country !== 'US' ? address.country : '',
    address.phone ?? '',
  ].filter(Boolean);
}
