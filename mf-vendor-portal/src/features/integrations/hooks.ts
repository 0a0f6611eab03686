import useSWR from 'swr';
import type { VendorIntegrations } from 'shared/contracts/vendorSetup';
import { getIntegrations, integrationKeys } from './api';

/** The workshop's integrations; `refresh` asks again after a key is created or revoked. */
export function useIntegrations() {
  const { data, error, isLoading, mutate } = useSWR<VendorIntegrations, Error>(
    integrationKeys.detail(),
    getIntegrations,
  );
  return {
    integrations: data,
    error,
    isLoading,
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}
