import type { Address } from 'shared/contracts';
import type { PaymentStatus } from 'shared/workflow';

/** Spec: carrier id 1 is Fedex, 2 is USPS, any other value is UPS. */
export function carrierName(carrierId: number): string {
  if (carrierId === 1) return 'Fedex';
  if (carrierId === 2) return 'USPS';
  return 'UPS';
}

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
