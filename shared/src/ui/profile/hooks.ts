import useSWR from 'swr';
import type { PortalProfile } from 'shared/contracts/users';
import { getProfile, profileKeys } from './api';

/** The signed-in user's own profile. */
export function useProfile() {
  const { data, error, isLoading, mutate } = useSWR<PortalProfile, Error>(
    profileKeys.mine(),
    getProfile,
  );
  return { profile: data, error, isLoading, mutate };
}
