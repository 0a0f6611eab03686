import useSWR from 'swr';
import { api } from 'shared/api';
import type { LinkedVendor } from 'shared/contracts/repair';
import { useSession } from 'shared/session';

// The choices the repair pages' filters and forms offer: the store's locations (staff: theirs) and
// the vendors it is linked to.

export interface LocationChoice {
  id: number;
  name: string;
}

export const lookupKeys = {
  locations: (storeId: number) =>
    ['locations', { store_id: String(storeId) }] as const,
  vendors: () => ['store-vendors'] as const,
};

/** The signed-in user's store locations (GET locations?store_id). */
export function useLocationChoices() {
  const storeId = useSession().store?.id ?? null;
  const { data, error, isLoading } = useSWR<LocationChoice[], Error>(
    storeId ? lookupKeys.locations(storeId) : null,
    () =>
      api.get<LocationChoice[]>('locations', {
        query: { store_id: String(storeId) },
      }),
  );
  return { locations: data ?? [], isLoading, error };
}

/** The vendors the store may send work to (GET store-vendors). */
export function useLinkedVendors() {
  const { data, error, isLoading, mutate } = useSWR<LinkedVendor[], Error>(
    lookupKeys.vendors(),
    () => api.get<LinkedVendor[]>('store-vendors'),
  );
  return {
    vendors: data ?? [],
    isLoading,
    error,
    retry: () => void mutate(),
  };
}
