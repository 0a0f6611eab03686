import { api } from 'shared/api';
import type { Branding, BrandingEdit } from 'shared/contracts/settings';

// The store's white-label settings (issue 11).

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

/** Uploads an image for the store (POST /uploads checks its type and size); answers its address. */
export async function uploadImage(
  storeId: number,
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('store_id', String(storeId));
  form.append('file', file);
  const { url } = await api.post<{ url: string }>('uploads', form);
  return url;
}
