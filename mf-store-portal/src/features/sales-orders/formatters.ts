import type { Address, OrderStatus } from 'shared/contracts';

/** Spec: carrier id 1 is Fedex, 2 is USPS, any other value is UPS. */
export function carrierName(carrierId: number): string {
  if (carrierId === 1) return 'Fedex';
  if (carrierId === 2) return 'USPS';
  return 'UPS';
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  ready: 'Ready',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: OrderStatus): string =>
  STATUS_LABELS[status] ?? status;

export const paymentLabel = (status: 'unpaid' | 'paid'): string =>
  status === 'paid' ? 'Paid' : 'Unpaid';

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
