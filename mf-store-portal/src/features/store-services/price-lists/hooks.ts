import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Query } from 'shared/api';
import type { StorePriceList } from 'shared/contracts/storePriceLists';
import { getServices, storeServiceKeys } from '../api';
import { getPriceList, getPriceLists, priceListKeys } from './api';

/** A page of the store's price lists for the URL's query. */
export function usePriceListPage(query: Query) {
  const { data, error, isLoading, mutate } = useSWR(
    priceListKeys.list(query),
    () => getPriceLists(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, refresh: () => mutate() };
}

/** One whole list (null id: a new list, nothing is asked). */
export function usePriceList(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<StorePriceList, Error>(
    id === null ? null : priceListKeys.detail(id),
    () => getPriceList(id!),
  );
  return { priceList: data, error, isLoading, mutate };
}

/** Asks every page of the lists again (after a save or a delete: the counts changed). */
export function useRefreshPriceLists(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === priceListKeys.all()[0],
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
}

/** The store's services matching a search, for the editor's picker (nothing asked until typed). */
export function useServiceSearch(search: string) {
  const term = search.trim();
  const query = { search: term, page_size: 10, ordering: 'name' };
  const { data, error, isLoading } = useSWR(
    term === '' ? null : storeServiceKeys.list(query),
    () => getServices(query),
    { keepPreviousData: true },
  );
  return { services: data?.results ?? [], error, isLoading };
}
