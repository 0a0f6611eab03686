import { api } from 'shared/api';
import type {
  BillItem,
  BillItemEdit,
  BillItemInput,
} from 'shared/contracts/vendorBillItems';

// The vendor's extra bill items for a store (shared/contracts/vendorBillItems). The stores
// and their work orders come from the work orders' module (GET /vendor/stores, /vendor/work-orders).

const ITEMS_PATH = 'vendor/bill-items';

export const billItemKeys = {
  list: (storeId: number) => [ITEMS_PATH, { store_id: storeId }] as const,
};

/** The store's items waiting to be invoiced, oldest first. */
export function getBillItems(storeId: number): Promise<BillItem[]> {
  return api.get<BillItem[]>(ITEMS_PATH, { query: { store_id: storeId } });
}

export function createBillItem(input: BillItemInput): Promise<BillItem> {
  return api.post<BillItem>(ITEMS_PATH, input);
}

/** Saves an item under the version shown (409 stale or invoiced, with `current`). */
export function saveBillItem(
  id: number,
  edit: BillItemEdit,
): Promise<BillItem> {
  return api.put<BillItem>(`${ITEMS_PATH}/${id}`, edit);
}

/** Deletes an item not on an invoice (409 when it is). */
export function deleteBillItem(id: number): Promise<unknown> {
  return api.delete(`${ITEMS_PATH}/${id}`);
}

/** The new invoice's page for the store (the invoices area's /portal/invoice/new?store=). */
export const newInvoicePath = (basePath: string, storeId: number): string =>
  `${basePath.replace(/\/$/, '')}/portal/invoice/new?store=${storeId}`;
