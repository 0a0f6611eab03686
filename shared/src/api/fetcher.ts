import { apiRequest, type Query } from './client';

/** SWR key: `[path, query?]` (a bare path string works too). */
export type SwrKey = readonly [string, Query?] | string;

/** The fetcher SWR uses everywhere (configured once in AppProviders). */
export function swrFetcher<T = unknown>(key: SwrKey): Promise<T> {
  if (typeof key === 'string') return apiRequest<T>('GET', key);
  const [path, query] = key;
  return apiRequest<T>('GET', path, { query });
}
