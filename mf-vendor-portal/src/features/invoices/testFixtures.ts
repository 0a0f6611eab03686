import type { PriceListPage } from 'shared/contracts/priceLists';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import type {
  BillableWorkOrder,
  VendorInvoice,
  VendorInvoiceListItem,
  VendorInvoicePage,
} from 'shared/contracts/vendorInvoices';

// Test data shaped exactly like shared/contracts/vendorInvoices' wire records: Fixit bills Acme.

export const ACME = { id: 1, name: 'Acme Jewelers' };
export const BRIGHT = { id: 2, name: 'Bright Gems' };

/** One row of GET /vendor/invoices. */
export const invoiceRow = (
  over: Partial<VendorInvoiceListItem> = {},
): VendorInvoiceListItem => ({
  id: 31,
  invoice_no: 'INV-00001',
  store: ACME,
  status: 'open',
  issued_on: '2026-11-02T12:00:00.000Z',
  due_on: '2099-12-02',
  total: '70.00',
  work_order_count: 2,
  version: 1,
  ...over,
});

/** A page of GET /vendor/invoices (counts of every status, plus `all`). */
export const invoicePageOf = (
  results: VendorInvoiceListItem[],
  over: Partial<VendorInvoicePage> = {},
): VendorInvoicePage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: {
    all: results.length,
    open: results.filter((r) => r.status === 'open').length,
    paid: results.filter((r) => r.status === 'paid').length,
    void: results.filter((r) => r.status === 'void').length,
  },
  ...over,
});

/** GET /vendor/invoices/:id. */
export const invoiceOf = (
  over: Partial<VendorInvoice> = {},
): VendorInvoice => ({
  ...invoiceRow(),
  note: 'Thank you for your work.',
  paid_on: null,
  voided_on: null,
  vendor: { id: 5, name: 'Fixit Workshop', tax_id: 'VAT 123' },
  footer: 'Bank: Fixit Savings 0042',
  items: [
    {
      work_order_id: 41,
      work_order_label: 'WO-1000042-1',
      order_no: '1000042',
      description: 'Ring Sizing ×2',
      amount: '50.00',
    },
    {
      work_order_id: 42,
      work_order_label: 'WO-1000043-1',
      order_no: '1000043',
      description: 'Engraving',
      amount: '20.00',
    },
  ],
  ...over,
});

/** A row of GET /vendor/invoices/billable. */
export const billableOf = (
  over: Partial<BillableWorkOrder> = {},
): BillableWorkOrder => ({
  work_order_id: 41,
  work_order_label: 'WO-1000042-1',
  order_no: '1000042',
  done_on: '2026-11-01T12:00:00.000Z',
  description: 'Ring Sizing ×2',
  amount: '50.00',
  has_unpriced_lines: false,
  ...over,
});

/** A row of GET /vendor/bill-items (an extra item waiting to be invoiced). */
export const billItemOf = (over: Partial<BillItem> = {}): BillItem => ({
  id: 8,
  store: ACME,
  work_order: null,
  description: 'Return shipping',
  quantity: 1,
  unit_price: '9.00',
  amount: '9.00',
  created_on: '2026-11-01T12:00:00.000Z',
  version: 1,
  ...over,
});

/** GET /vendor/price-lists: the stores Fixit works with. */
export const storesPage = (stores = [ACME, BRIGHT]): PriceListPage => ({
  results: stores.map((store) => ({
    store,
    priced_count: 1,
    service_count: 3,
    updated_on: null,
  })),
  count: stores.length,
  page: 1,
  page_size: 100,
  status_counts: { all: stores.length },
});

/** The api's 409 answer to a status change. */
export const staleAnswer = (message: string, status = 'paid') => ({
  status: 409,
  body: {
    code: 'CONFLICT',
    message,
    errors: {},
    current: { status, version: 2 },
  },
});
