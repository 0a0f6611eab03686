import useSWR, { useSWRConfig } from 'swr';
import type {
  BillItems,
  BillItemsPurchase,
  BillItemsReceipt,
  BillItemsRemoval,
} from 'shared/contracts/billing';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  billItemsKeys,
  buyBillItems,
  getBillItems,
  removeBillItems,
} from './api';

/** Who opens /addbillitems: the store's owner only (the api answers others 403). */
export function useBillItemsAccess() {
  const { access, role, store } = useSession();
  return {
    isSignedIn: Boolean(access && role),
    isOwner: role?.role_id === ROLES.STORE_OWNER && Boolean(store?.id),
    storeId: store?.id ?? null,
  };
}

/** The store's plan items: plan, extra locations, the period and one more location's price. */
export function useBillItems(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BillItems, Error>(
    storeId ? billItemsKeys.items(storeId) : null,
    () => getBillItems(storeId as number),
    { revalidateOnFocus: false },
  );
  return { items: data, error, isLoading, retry: () => void mutate() };
}

/**
 * A purchase and a removal: each stores the items the api answers and refreshes the billing page's
 * records (its overview and invoices), which the change moved on.
 */
export function useBillItemMoves(storeId: number) {
  const { mutate } = useSWRConfig();
  const refresh = async (items: BillItems) => {
    await mutate(billItemsKeys.items(storeId), items, { revalidate: false });
    await mutate(
      (key) =>
        Array.isArray(key) &&
        typeof key[0] === 'string' &&
        key[0].startsWith(`stores/${storeId}/billing`) &&
        key[0] !== billItemsKeys.items(storeId)[0],
    );
  };
  return {
    /** Shows the items as the api said they are now (a 409's `current`). */
    show: (items: BillItems) =>
      mutate(billItemsKeys.items(storeId), items, { revalidate: false }),
    buy: async (body: BillItemsPurchase): Promise<BillItemsReceipt> => {
      const receipt = await buyBillItems(storeId, body);
      await refresh(receipt.items);
      return receipt;
    },
    remove: async (body: BillItemsRemoval): Promise<BillItems> => {
      const items = await removeBillItems(storeId, body);
      await refresh(items);
      return items;
    },
  };
}
