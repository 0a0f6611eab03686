import useSWR, { useSWRConfig } from 'swr';
import type { AdminStorePage } from 'shared/contracts/access';
import { adminStoreKeys, getAdminStores, setStoreActive } from './api';

/** The stores list's status filter in the URL ('active' / 'inactive') as the api's flag. */
const toApiQuery = (query: Record<string, string | number>) => {
  const { status, ...rest } = query;
  return status === 'active' || status === 'inactive'
    ? { ...rest, is_active: String(status === 'active') }
    : rest;
};

/** A page of the platform's stores for the URL's query. */
export function useAdminStores(query: Record<string, string | number>) {
  const apiQuery = toApiQuery(query);
  const { data, error, isLoading, mutate } = useSWR<AdminStorePage, Error>(
    adminStoreKeys.list(apiQuery),
    () => getAdminStores(apiQuery),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** Sets a store's active flag, then reloads every page of the list. */
export function useSetStoreActive() {
  const { mutate } = useSWRConfig();
  return async (id: number, isActive: boolean, reason = '') => {
    const store = await setStoreActive(id, isActive, reason);
    await mutate(
      (key) => Array.isArray(key) && key[0] === adminStoreKeys.all[0],
    );
    return store;
  };
}
