import { api } from 'shared/api';
import type { Branding, BrandingEdit } from 'shared/contracts/settings';

// The store's white-label settings.

export const settingsKeys = {
  branding: (storeId: number) => ['stores', storeId, 'branding'] as const,
};

export function getBranding(storeId: number): Promise<Branding> {
  return api.get<Branding>(`stores/${storeId}/branding`);
}

export function saveBranding(
  storeId: number,
  body: BrandingEdit,
): Promise<Branding> {
  return api.put<Branding>(`stores/${storeId}/branding`, body);
}
