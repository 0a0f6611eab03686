import { apiRequest, isApiError, type Query } from 'shared/api';
import { readSession } from 'shared/session';
import { resolveHost } from 'shared/tenant';

/** An answer of one boot request: the status and the parsed body (an error body when not 2xx). */
export interface BootResponse<T = unknown> {
  status: number;
  body: T | null;
}

type BootKey = 'registry' | 'whiteLabel' | 'storeSettings';

/**
 * The registry query as index.html's boot script sends it: on a portal host, the manifests of the
 * remotes whose page declarations it reads (ADR 0030), and a signed-in store user's store, whose
 * pin or canary decides the store portal's version.
 */
function registryQuery(host: string): Query {
  const { kind } = resolveHost(host);
  const storeId = readSession().store?.id;
  return {
    host,
    ...(kind === 'store-portal' && typeof storeId === 'number'
      ? { store_id: storeId }
      : {}),
    ...(kind === 'storefront'
      ? {}
      : {
          manifests: `${kind === 'vendor' ? 'vendorPortal' : 'storePortal'},serviceBuilder`,
        }),
  };
}

const REQUESTS: Record<BootKey, (host: string) => [string, Query]> = {
  registry: (host) => ['remote-registry', registryQuery(host)],
  whiteLabel: (host) => ['white-label-settings', { store_url: host }],
  storeSettings: (host) => ['store-settings', { store_url: host }],
};

/** Same request through shared/api, mapped to a BootResponse (errors included). */
async function fetchSelf<T>(
  key: BootKey,
  host: string,
): Promise<BootResponse<T>> {
  const [path, query] = REQUESTS[key](host);
  try {
    return { status: 200, body: await apiRequest<T>('GET', path, { query }) };
  } catch (e) {
    if (isApiError(e)) return { status: e.status, body: e.data as T };
    return { status: 400, body: null };
  }
}

/**
 * The boot request started by index.html for this host, or a fresh one. A network failure of the
 * early request is retried once by the shell.
 */
export function takeBoot<T>(
  key: BootKey,
  host: string,
): Promise<BootResponse<T>> {
  const early =
    typeof window !== 'undefined' ? window.__PLATFORM_BOOT__ : undefined;
  const promise = early && early.host === host ? early[key] : null;
  if (early && promise) early[key] = null; // consumed once; a later remount asks again
  if (!promise) return fetchSelf<T>(key, host);
  return (promise as Promise<BootResponse<T>>).catch(() =>
    fetchSelf<T>(key, host),
  );
}

/** The error code of an error body, if any. */
export const errorCode = (r: BootResponse): string | undefined =>
  r.body && typeof r.body === 'object'
    ? ((r.body as { code?: unknown }).code as string | undefined)
    : undefined;

export const isOk = (r: BootResponse) => r.status === 200 || r.status === 201;
