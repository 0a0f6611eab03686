import useSWR from 'swr';
import { getMyVendor, vendorKeys, type Vendor } from './api';

/** The signed-in user's vendor. */
export function useMyVendor() {
  const { data, error, isLoading, mutate } = useSWR<Vendor, Error>(
    vendorKeys.me(),
    getMyVendor,
  );
  return { vendor: data, isLoading, error, retry: () => mutate() };
}
