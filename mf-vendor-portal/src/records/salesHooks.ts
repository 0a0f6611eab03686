import useSWR from 'swr';
import { useRecordChanged } from 'shared/live';
import {
  getCustomer,
  getCustomerPage,
  getCustomers,
  getEstimate,
  getEstimates,
  getSalesOrder,
  getSalesOrders,
  vendorSalesKeys,
  type ListQuery,
} from './salesApi';

// The vendor's own orders and estimates; each page revalidates when another of the vendor's users
// changes one (the api's `record-changed` push, through the bell's connection: shared/live) and when
// the tab regains focus.
const LIVE = { revalidateOnFocus: true } as const;

/** A page of the vendor's sales orders, as the list's URL asks. */
export function useSalesOrders(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(
    vendorSalesKeys.orders(query),
    () => getSalesOrders(query),
    { ...LIVE, keepPreviousData: true },
  );
  useRecordChanged(
    (change) => change.record === 'vendor_sales_order',
    () => void mutate(),
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
  useRecordChanged(
    (change) => change.record === 'vendor_sales_order' && change.id === id,
    () => void mutate(),
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
  useRecordChanged(
    (change) => change.record === 'vendor_estimate',
    () => void mutate(),
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
  useRecordChanged(
    (change) => change.record === 'vendor_estimate' && change.id === id,
    () => void mutate(),
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

/** A page of the vendor's customers (search, ordering and page from the URL). */
export function useCustomerPage(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(
    vendorSalesKeys.customerPage(query),
    () => getCustomerPage(query),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One of the vendor's customers with their orders and estimates. */
export function useCustomer(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(
    id ? vendorSalesKeys.customer(id) : null,
    () => getCustomer(id as number),
    { revalidateOnFocus: true },
  );
  return { customer: data, error, isLoading, refresh: () => mutate() };
}
