import useSWR from 'swr';
import { getSalesOrder, salesOrderKeys, type SalesOrder } from './api';

/** One sales order of the signed-in user's store. */
export function useSalesOrder(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<SalesOrder, Error>(
    id ? salesOrderKeys.detail(id) : null,
    () => getSalesOrder(id as string),
  );
  return { order: data, isLoading, error, retry: () => void mutate() };
}
