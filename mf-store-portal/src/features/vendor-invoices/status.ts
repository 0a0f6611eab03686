import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';

/**
 * A vendor invoice's statuses as the store reads them: the shared machine (shared/workflow), whose
 * moves are the vendor's only, so the store is offered none.
 */
export { VENDOR_INVOICE as VENDOR_INVOICE_FOR_STORE } from 'shared/workflow';

/** Each status's tag colour (the theme keeps every preset readable). */
export const STATUS_COLORS: Record<VendorInvoiceStatus, string | undefined> = {
  open: 'blue',
  paid: 'green',
  void: undefined,
};

/** An open invoice whose due date has passed. */
export const isOverdue = (invoice: {
  status: VendorInvoiceStatus;
  due_on: string;
}): boolean =>
  invoice.status === 'open' && invoice.due_on < (toApiDate(new Date()) ?? '');
