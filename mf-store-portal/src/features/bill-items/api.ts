import { api } from 'shared/api';
import type {
  BillItems,
  BillItemsPurchase,
  BillItemsReceipt,
  BillItemsRemoval,
} from 'shared/contracts/billing';

// The store owner's plan items (/addbillitems): GET/POST /stores/:store_id/billing/items…

const itemsPath = (storeId: number) => `stores/${storeId}/billing/items`;

export const billItemsKeys = {
  items: (storeId: number) => [itemsPath(storeId)] as const,
};

export function getBillItems(storeId: number): Promise<BillItems> {
  return api.get<BillItems>(itemsPath(storeId));
}

/** Buys extra locations for the rest of the period; answers the items and the paid invoice. */
export function buyBillItems(
  storeId: number,
  body: BillItemsPurchase,
): Promise<BillItemsReceipt> {
  return api.post<BillItemsReceipt>(itemsPath(storeId), body);
}

/** Removes extra locations not in use from the next period on. */
export function removeBillItems(
  storeId: number,
  body: BillItemsRemoval,
): Promise<BillItems> {
  return api.post<BillItems>(`${itemsPath(storeId)}/remove`, body);
}
