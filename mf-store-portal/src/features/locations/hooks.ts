import useSWR from 'swr';
import { useSession } from 'shared/session';
import { getLocations, locationKeys, type Location } from './api';

/** The locations of the signed-in user's store (staff see only the ones they are granted). */
export function useLocations() {
  const storeId = useSession().store?.id ?? null;
  const { data, error, isLoading, mutate } = useSWR<Location[], Error>(
    storeId ? locationKeys.list(storeId) : null,
    () => getLocations(storeId as number),
  );
  return {
    locations: data ?? [],
    storeId,
    isLoading,
    error,
    retry: () => mutate(),
  };
}
