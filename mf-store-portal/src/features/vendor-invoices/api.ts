import { api, downloadFile, saveFile } from 'shared/api';
import type { StoreVendorInvoicePage } from 'shared/contracts/storeVendorInvoices';
import type { StoreVendorPage } from 'shared/contracts/storeVendors';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';

// The store's invoices from its vendors (shared/contracts/storeVendorInvoices): the list, one
// invoice and its PDF; the vendor filter's choices come from the store's vendors
// (GET /portal/vendors, the same vendor management permission).

const INVOICES = 'portal/vendor-invoices';
const VENDORS = 'portal/vendors';
/** Every linked vendor on one page (the api's largest). */
const VENDORS_QUERY = { page_size: 100, ordering: 'name' } as const;

export const vendorInvoiceKeys = {
  all: () => [INVOICES] as const,
  list: (query: Record<string, string | number>) => [INVOICES, query] as const,
  detail: (id: number) => [INVOICES, 'detail', id] as const,
  // the vendors page's key builder has the same shape: one cache entry for both
  vendors: () => [VENDORS, VENDORS_QUERY] as const,
};

export function getVendorInvoices(
  query: Record<string, string | number>,
): Promise<StoreVendorInvoicePage> {
  return api.get<StoreVendorInvoicePage>(INVOICES, { query });
}

export function getVendorInvoice(id: number): Promise<VendorInvoice> {
  return api.get<VendorInvoice>(`${INVOICES}/${id}`);
}

/** Hands the invoice's PDF (the one its vendor downloads, 'invoice-INV-00001.pdf') to the browser's save. */
export async function downloadVendorInvoicePdf(id: number): Promise<void> {
  saveFile(await downloadFile(`${INVOICES}/${id}/pdf`));
}

/** The store's linked vendors, by name (the vendor filter's choices). */
export function getLinkedVendors(): Promise<StoreVendorPage> {
  return api.get<StoreVendorPage>(VENDORS, { query: VENDORS_QUERY });
}
