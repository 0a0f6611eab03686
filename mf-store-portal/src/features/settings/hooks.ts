import useSWR from 'swr';
import type { Branding } from 'shared/contracts/settings';
import { useSession } from 'shared/session';
import { getBranding, settingsKeys } from './api';

/** The signed-in owner's store id (null for the super admin, who has no store of their own). */
export function useStoreId(): number | null {
  return useSession().store?.id ?? null;
}

/** The store's white-label settings. */
export function useBranding(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Branding, Error>(
    storeId ? settingsKeys.branding(storeId) : null,
    () => getBranding(storeId as number),
  );
  return { branding: data, error, isLoading, mutate };
}
