import type { CustomerListItem } from 'shared/contracts/customers';
import { PAYMENT_STATUS_LABELS } from 'shared/workflow';

/** The customer's name, or their email when they have none. */
export const customerName = (
  customer: Pick<CustomerListItem, 'first_name' | 'last_name' | 'email'>,
): string =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.email;

const PAYMENT_LABELS: Record<string, string> = PAYMENT_STATUS_LABELS;

/** A payment status in words. */
export const paymentLabel = (status: string): string =>
  PAYMENT_LABELS[status] ?? status;
