import { useCallback } from 'react';
import useSWR from 'swr';
import type { WorkOrderPage } from 'shared/contracts/repair';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import {
  getVendorStores,
  getWorkOrders,
  workOrderKeys,
  type VendorStore,
} from '../../records/workOrderApi';
import { billItemKeys, getBillItems } from './api';

/** How many of a store's work orders the picker offers at once (newest first, searchable). */
const WORK_ORDER_CHOICES = 20;

/** The stores the vendor works with (the same cache entry as the work orders' store filter). */
export function useBillStores() {
  const { data, error, isLoading, mutate } = useSWR<VendorStore[], Error>(
    workOrderKeys.stores(),
    getVendorStores,
  );
  return { stores: data, error, isLoading, retry: () => void mutate() };
}

/** The store's items waiting to be invoiced (null store: nothing is asked). */
export function useBillItems(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BillItem[], Error>(
    storeId === null ? null : billItemKeys.list(storeId),
    () => getBillItems(storeId!),
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { items: data, error, isLoading, refresh };
}

/** The store's newest work orders at the vendor matching `search` (the picker's choices). */
export function useStoreWorkOrders(storeId: number, search: string) {
  const query = {
    store_id: storeId,
    page_size: WORK_ORDER_CHOICES,
    ordering: '-created_on',
    ...(search ? { search } : {}),
  };
  const { data } = useSWR<WorkOrderPage, Error>(workOrderKeys.list(query), () =>
    getWorkOrders(query),
  );
  return data?.results ?? [];
}
