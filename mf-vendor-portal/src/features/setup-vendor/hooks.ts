import useSWR from 'swr';
import type { VendorProfile } from 'shared/contracts/vendorSetup';
import { getProfile, profileKeys } from './api';

/** The workshop's profile; `replace` puts a saved (or the api's current) profile in the cache. */
export function useVendorProfile() {
  const { data, error, isLoading, mutate } = useSWR<VendorProfile, Error>(
    profileKeys.detail(),
    getProfile,
  );
  return {
    profile: data,
    error,
    isLoading,
    retry: () => void mutate(),
    replace: (profile: VendorProfile) => mutate(profile, { revalidate: false }),
  };
}
