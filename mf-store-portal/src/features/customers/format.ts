import type { CustomerListItem } from 'shared/contracts/customers';

/** The customer's name, or their email when they have none. */
export const customerName = (
  customer: Pick<CustomerListItem, 'first_name' | 'last_name' | 'email'>,
): string =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
