import { api } from 'shared/api';
import type {
  CreatedVendorApiKey,
  VendorIntegrations,
} from 'shared/contracts/vendorSetup';

// The workshop's integrations (shared/contracts/vendorSetup): its API keys and the payout
// provider's state.

const INTEGRATIONS_PATH = 'vendor/settings/integrations';

export const integrationKeys = {
  detail: () => [INTEGRATIONS_PATH] as const,
};

export function getIntegrations(): Promise<VendorIntegrations> {
  return api.get<VendorIntegrations>(INTEGRATIONS_PATH);
}

/** A new key; the answer holds the key in full, this once. */
export function createApiKey(name: string): Promise<CreatedVendorApiKey> {
  return api.post<CreatedVendorApiKey>(`${INTEGRATIONS_PATH}/api-keys`, {
    name,
  });
}

/** Revokes an active key (404 when it is gone already). */
export function revokeApiKey(id: number): Promise<unknown> {
  return api.delete(`${INTEGRATIONS_PATH}/api-keys/${id}`);
}
