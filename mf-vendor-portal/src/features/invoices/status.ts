import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';
import type { Machine } from 'shared/workflow';

/**
 * A vendor invoice's statuses as plain data (the api's vendorInvoiceWrites enforces the same): open
 * → paid, or open → void (its work orders may be billed again); both final. The pages ask it which
 * moves to offer.
 */
export const VENDOR_INVOICE: Machine<VendorInvoiceStatus> = {
  name: 'invoice',
  initial: 'open',
  labels: { open: 'Open', paid: 'Paid', void: 'Void' },
  final: ['paid', 'void'],
  moves: [
    {
      from: 'open',
      to: 'paid',
      action: 'Mark as paid',
      by: ['vendor'],
      notify: [],
    },
    {
      from: 'open',
      to: 'void',
      action: 'Void invoice',
      by: ['vendor'],
      notify: [],
    },
  ],
};

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
