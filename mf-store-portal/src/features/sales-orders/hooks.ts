import useSWR, { useSWRConfig } from 'swr';
import type { Query } from 'shared/api';
import type { SalesOrderPage } from 'shared/contracts/repair';
import { useRecordChanged } from 'shared/live';
import {
  getSalesOrder,
  getSalesOrders,
  salesOrderKeys,
  type SalesOrder,
} from './api';

const LIVE = { revalidateOnFocus: true, keepPreviousData: true };

/** One sales order of the signed-in user's store; it reloads when the order or one of its work orders changes. */
export function useSalesOrder(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<SalesOrder, Error>(
    id ? salesOrderKeys.detail(id) : null,
    () => getSalesOrder(id as string),
    { revalidateOnFocus: true },
  );
  useRecordChanged(
    (change) =>
      (change.record === 'sales_order' && String(change.id) === id) ||
      (change.record === 'work_order' && String(change.sales_order_id) === id),
    () => void mutate(),
  );
  return {
    order: data,
    isLoading,
    error,
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}

/** A page of the store's sales orders; it reloads on any sales order change. */
export function useSalesOrders(query: Query) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<
    SalesOrderPage,
    Error
  >(salesOrderKeys.list(query), () => getSalesOrders(query), LIVE);
  useRecordChanged(
    (change) => change.record === 'sales_order',
    () => void mutate(),
  );
  return {
    page: data,
    isLoading,
    isValidating,
    error,
    retry: () => void mutate(),
  };
}

/** Reloads every cached page of the sales orders list (after a change on the order page). */
export function useRefreshSalesOrders() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate(
      (key) => Array.isArray(key) && key[0] === salesOrderKeys.all()[0],
    );
}
