import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';
import type { Machine } from 'shared/workflow';

/**
 * A vendor invoice's statuses as the store reads them: open, then paid or void, both final. Only the
 * vendor moves an invoice (the api's vendorInvoiceWrites), so the store's copy of the machine offers
 * no move; the vendor portal's has them.
 */
export const VENDOR_INVOICE_FOR_STORE: Machine<VendorInvoiceStatus> = {
  name: 'invoice',
  initial: 'open',
  labels: { open: 'Open', paid: 'Paid', void: 'Void' },
  final: ['paid', 'void'],
  moves: [],
};

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
