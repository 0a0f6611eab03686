import { Type, type Static } from '@sinclair/typebox';
import { NamedRef, PageOf, type Page } from './repairParts';
import {
  VENDOR_INVOICE_ORDERINGS,
  VENDOR_INVOICE_STATUSES,
  VendorInvoiceListItem,
} from './vendorInvoices';

// The store's view of the invoices its vendors sent it: the store portal's
// /portal/vendors/invoices and /portal/vendors/invoices/{id}. The invoices themselves are the
// vendor's (shared/contracts/vendorInvoices); only the vendor marks one paid or voids it (its status
// machine gives the store no move), so the store reads them.
//
// Routes (under /api/v1): the store's owner, or its staff with the vendor management module (9);
// anyone else 403; an invoice to another store 404.
//   GET /portal/vendor-invoices?search&status&vendor_id&ordering&page&page_size → StoreVendorInvoicePage
//   GET /portal/vendor-invoices/:id → VendorInvoice (with its work orders, commission and amount due)
//   GET /portal/vendor-invoices/:id/pdf → the PDF the vendor downloads ('invoice-INV-00001.pdf')

export const STORE_VENDOR_INVOICE_MESSAGES = {
  notFound: 'This invoice does not exist or was not sent to your store.',
} as const;

/** The list's orderings: the vendor's ones, and the vendor's name. */
export const STORE_VENDOR_INVOICE_ORDERINGS = [
  ...VENDOR_INVOICE_ORDERINGS,
  'vendor',
] as const;

export const StoreVendorInvoiceQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(VENDOR_INVOICE_STATUSES.map((s) => Type.Literal(s))),
  ),
  vendor_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  ordering: Type.Optional(
    Type.Union(
      STORE_VENDOR_INVOICE_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StoreVendorInvoiceQuery = Static<typeof StoreVendorInvoiceQuery>;

/** One row of the store's list: the vendor's invoice row, and who sent it. */
export const StoreVendorInvoiceListItem = Type.Composite([
  VendorInvoiceListItem,
  Type.Object({ vendor: NamedRef }),
]);
export type StoreVendorInvoiceListItem = Static<
  typeof StoreVendorInvoiceListItem
>;
export const StoreVendorInvoicePage = PageOf(StoreVendorInvoiceListItem);
export type StoreVendorInvoicePage = Page<StoreVendorInvoiceListItem>;
