import { ApiError, buildUrl, type Query } from 'shared/api';
import { readSession } from 'shared/session';

/** The file name of a Content-Disposition header ('attachment; filename="orders.xlsx"'). */
export function fileNameOf(
  disposition: string | null,
  fallback: string,
): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

async function fetchFile(path: string, query: Query = {}) {
  const { access } = readSession();
  const res = await fetch(buildUrl(path, query), {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
  if (res.status !== 200) {
    let data: unknown = null;
    try {
      data = JSON.parse(await res.text());
    } catch {
      // not JSON: the generic message
    }
    throw new ApiError(res.status, data);
  }
  return res;
}

/** A file of the api as a blob (e.g. an image shown through an object URL). */
export async function fetchBlob(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob();
}

/**
 * Fetches a file of the api with the signed-in user's bearer token and saves it under the name the
 * answer gives. TODO(10): move into shared/api as `api.download` (the client reads every answer as
 * text, so a binary answer cannot go through it yet).
 */
export async function downloadFile(
  path: string,
  query: Query,
  fallbackName: string,
): Promise<void> {
  const res = await fetchFile(path, query);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(
    res.headers.get('content-disposition'),
    fallbackName,
  );
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
