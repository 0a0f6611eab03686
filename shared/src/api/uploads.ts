import { api } from './client';

// POST /uploads for the portals (a signed-in user's image): multipart `store_id`, then `file`.
// The storefront's guest uploads name a cart as well and keep their own request.

/** Options of uploadImage. */
export interface UploadImageOptions {
  /** the store the image is for; left out for a vendor user's pictures of the vendor's services */
  storeId?: number | null;
}

/** Uploads one image (the api checks its type and size) and answers its address, '/api/v1/uploads/<name>'. */
export async function uploadImage(
  file: File,
  { storeId }: UploadImageOptions = {},
): Promise<string> {
  const form = new FormData();
  if (storeId !== undefined && storeId !== null)
    form.append('store_id', String(storeId));
  form.append('file', file);
  const { url } = await api.post<{ url: string }>('uploads', form);
  return url;
}

/** The stored name in an uploaded image's address: what records attach ('<name>.png'). */
export const uploadNameOf = (url: string): string =>
  url.split('/').pop() || url;
