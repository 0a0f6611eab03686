import type { HostKind } from './types';

/** The eight host prefixes that are never a store's white-label storefront (ADR 0004). */
export const RESERVED_HOST_PREFIXES = [
  'app',
  'app-test',
  'live',
  'live-test',
  'vendor',
  'vendor-test',
  'vendor-live',
  'vendor-live-test',
] as const;

const VENDOR_PREFIXES: ReadonlySet<string> = new Set([
  'vendor',
  'vendor-test',
  'vendor-live',
  'vendor-live-test',
]);
const PORTAL_PREFIXES: ReadonlySet<string> = new Set([
  'app',
  'app-test',
  'live',
  'live-test',
]);

/** Strips an optional port and trailing dot and lower-cases a host name. */
export function normaliseHost(hostname: string): string {
  let host = (hostname ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  const colon = host.indexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  return host.replace(/\.$/, '');
}

/** Picks the route table from the first label of the host name; `storeUrl` is the host without port. */
export function resolveHost(hostname: string): {
  kind: HostKind;
  storeUrl: string;
} {
  const storeUrl = normaliseHost(hostname);
  const first = storeUrl.split('.')[0] ?? '';
  if (VENDOR_PREFIXES.has(first)) return { kind: 'vendor', storeUrl };
  if (PORTAL_PREFIXES.has(first)) return { kind: 'store-portal', storeUrl };
  return { kind: 'storefront', storeUrl };
}
