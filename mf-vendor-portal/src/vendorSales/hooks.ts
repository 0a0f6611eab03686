import useSWR from 'swr';
import {
  getCustomers,
  getEstimate,
  getEstimates,
  getSalesOrder,
  getSalesOrders,
  vendorSalesKeys,
  type ListQuery,
} from './api';

// The vendor's own orders and estimates; each page revalidates when the tab regains focus.
const LIVE = { revalidateOnFocus: true } as const;

/** A page of the vendor's sales orders, as the list's URL asks. */
export function useSalesOrders(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(
    vendorSalesKeys.orders(query),
    () => getSalesOrders(query),
    { ...LIVE, keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One of the vendor's sales orders (lines, customer, timeline). */
export function useSalesOrder(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(
    id ? vendorSalesKeys.order(id) : null,
    () => getSalesOrder(id as number),
    LIVE,
  );
  return { order: data, error, isLoading, refresh: () => mutate() };
}

/** A page of the vendor's estimates, as the list's URL asks. */
export function useEstimates(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(
    vendorSalesKeys.estimates(query),
    () => getEstimates(query),
    { ...LIVE, keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One of the vendor's estimates (lines, customer, timeline). */
export function useEstimate(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(
    id ? vendorSalesKeys.estimate(id) : null,
    () => getEstimate(id as number),
    LIVE,
  );
  return { estimate: data, error, isLoading, refresh: () => mutate() };
}

/** The vendor's customers whose name or email holds `search` (the new order's picker). */
export function useCustomers(search: string) {
  const { data, error, isLoading } = useSWR(
    vendorSalesKeys.customers(search),
    () => getCustomers(search),
    { keepPreviousData: true },
  );
  return { customers: data ?? [], error, isLoading };
}
