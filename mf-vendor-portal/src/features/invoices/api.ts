import { api, downloadFile, saveFile } from 'shared/api';
import type { PriceListPage } from 'shared/contracts/priceLists';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import type {
  BillableWorkOrder,
  VendorInvoice,
  VendorInvoiceInput,
  VendorInvoicePage,
  VendorInvoiceSettings,
  VendorInvoiceStatusInput,
} from 'shared/contracts/vendorInvoices';

// The vendor's invoices to stores (shared/contracts/vendorInvoices): the list, the done
// work orders a store may be billed for, a new invoice, one invoice, its status and its PDF. The
// stores the vendor works with come from its price lists (shared/contracts/priceLists).

const INVOICES_PATH = 'vendor/invoices';
const PRICE_LISTS_PATH = 'vendor/price-lists';
const SETTINGS_PATH = 'vendor/settings/invoice';
const BILL_ITEMS_PATH = 'vendor/bill-items';
/** Every store the vendor works with on one page (the api's largest). */
const STORES_QUERY = { page_size: 100 } as const;

export const invoiceKeys = {
  all: () => [INVOICES_PATH] as const,
  list: (query: Record<string, string | number>) =>
    [INVOICES_PATH, query] as const,
  detail: (id: number) => [INVOICES_PATH, 'detail', id] as const,
  billable: (storeId: number) => [INVOICES_PATH, 'billable', storeId] as const,
  // The price-lists area asks the same key builder's shape: one cache entry for both.
  stores: () => [PRICE_LISTS_PATH, STORES_QUERY] as const,
  settings: () => [SETTINGS_PATH] as const,
  // The bill items area asks the same key's shape: one cache entry for both.
  billItems: (storeId: number) =>
    [BILL_ITEMS_PATH, { store_id: storeId }] as const,
};

export function getInvoices(
  query: Record<string, string | number>,
): Promise<VendorInvoicePage> {
  return api.get<VendorInvoicePage>(INVOICES_PATH, { query });
}

/** The store's done work orders on no open or paid invoice, oldest first. */
export function getBillable(storeId: number): Promise<BillableWorkOrder[]> {
  return api.get<BillableWorkOrder[]>(`${INVOICES_PATH}/billable`, {
    query: { store_id: storeId },
  });
}

/** The store's extra bill items waiting to be invoiced (shared/contracts/vendorBillItems). */
export function getBillItems(storeId: number): Promise<BillItem[]> {
  return api.get<BillItem[]>(BILL_ITEMS_PATH, { query: { store_id: storeId } });
}

export function createInvoice(
  body: VendorInvoiceInput,
): Promise<VendorInvoice> {
  return api.post<VendorInvoice>(INVOICES_PATH, body);
}

export function getInvoice(id: number): Promise<VendorInvoice> {
  return api.get<VendorInvoice>(`${INVOICES_PATH}/${id}`);
}

/** Marks an open invoice paid or voids it, under the version shown (409 when stale or no longer open). */
export function setInvoiceStatus(
  id: number,
  body: VendorInvoiceStatusInput,
): Promise<VendorInvoice> {
  return api.post<VendorInvoice>(`${INVOICES_PATH}/${id}/status`, body);
}

/** Hands the invoice's PDF ('invoice-INV-00001.pdf') to the browser's save. */
export async function downloadInvoicePdf(id: number): Promise<void> {
  saveFile(await downloadFile(`${INVOICES_PATH}/${id}/pdf`));
}

/** The owner's invoice settings (the payment terms a new invoice's due date starts from). */
export function getInvoiceSettings(): Promise<VendorInvoiceSettings> {
  return api.get<VendorInvoiceSettings>(SETTINGS_PATH);
}

/** The stores the vendor works with (GET /vendor/price-lists). */
export function getPriceListStores(): Promise<PriceListPage> {
  return api.get<PriceListPage>(PRICE_LISTS_PATH, { query: STORES_QUERY });
}
