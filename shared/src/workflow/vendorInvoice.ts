import type { VendorInvoiceStatus } from '../contracts/vendorInvoices';
import type { Machine } from './machine';

/**
 * A vendor invoice's statuses as plain data (the api's vendorInvoiceWrites enforces the same): open
 * → paid, or open → void (its work orders may be billed again); both final. The vendor's pages ask it
 * which moves to offer; the store's pages, the PDF and the lists read its words.
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
