import useSWR, { useSWRConfig } from 'swr';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  getLocation,
  getLocations,
  locationKeys,
  makeDefaultLocation,
  removeLocation,
  type Location,
  type LocationRecord,
} from './api';

/** The signed-in user's store id (null for the super admin, who has no store of their own). */
export function useStoreId(): number | null {
  return useSession().store?.id ?? null;
}

/** Whether the signed-in user manages the store's locations: the store owner only. */
export function useIsStoreOwner(): boolean {
  return useSession().role?.role_id === ROLES.STORE_OWNER;
}

/** The locations of the signed-in user's store (staff see only the ones they are granted). */
export function useLocations() {
  const storeId = useStoreId();
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

/** One location of the store, with its version (the owner's edit page); id 0: none (the add page). */
export function useLocation(id: number) {
  const { data, error, isLoading } = useSWR<LocationRecord, Error>(
    id > 0 ? locationKeys.detail(id) : null,
    () => getLocation(id),
  );
  return { location: data, error, isLoading };
}

/** The list's moves: each answers the store's locations, which replace the cached list. */
export function useLocationMoves() {
  const storeId = useStoreId();
  const { mutate } = useSWRConfig();
  const settle = async (locations: LocationRecord[]) => {
    if (storeId)
      await mutate(locationKeys.list(storeId), locations, {
        revalidate: false,
      });
    await Promise.all(
      locations.map((location) =>
        mutate(locationKeys.detail(location.id), location, {
          revalidate: false,
        }),
      ),
    );
  };
  return {
    makeDefault: async (id: number) => settle(await makeDefaultLocation(id)),
    remove: async (id: number) => settle(await removeLocation(id)),
  };
}
