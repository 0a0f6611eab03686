import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Page } from 'shared/contracts/repair';
import type {
  PriceList,
  PriceListPage,
  PriceListSummary,
} from 'shared/contracts/priceLists';
import { getPriceList, getPriceLists, priceListKeys } from './api';

/** A row of the stores table: a summary keyed by its store's id. */
export type PriceListRow = PriceListSummary & { id: number };

/** A page of the stores the vendor works with, for the URL's query (search, page, page size). */
export function usePriceLists(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<PriceListPage, Error>(
    priceListKeys.list(query),
    () => getPriceLists(query),
    { keepPreviousData: true },
  );
  const page = useMemo<Page<PriceListRow> | undefined>(
    () =>
      data && {
        ...data,
        results: data.results.map((row) => ({ ...row, id: row.store.id })),
      },
    [data],
  );
  return { page, error, isLoading, retry: () => void mutate() };
}

/** One store's whole list (null storeId: nothing is asked). */
export function usePriceList(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<PriceList, Error>(
    storeId === null ? null : priceListKeys.detail(storeId),
    () => getPriceList(storeId!),
  );
  return { priceList: data, error, isLoading, mutate };
}

/** Asks every page of the stores table again (after a save: the priced counts changed). */
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
