import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';

// The invoice machine is shared (shared/workflow): the store's pages and the PDF use its words.
export { VENDOR_INVOICE } from 'shared/workflow';

/** Each status's tag colour (the theme keeps every preset readable). */
export const STATUS_COLORS: Record<VendorInvoiceStatus, string | undefined> = {
  open: 'blue',
  paid: 'green',
  void: undefined,
};

/** Today as the api's dates read ('YYYY-MM-DD'). */
export const today = (): string => toApiDate(new Date()) ?? '';

/** An open invoice whose due date has passed. */
export const isOverdue = (invoice: {
  status: VendorInvoiceStatus;
  due_on: string;
}): boolean => invoice.status === 'open' && invoice.due_on < today();
