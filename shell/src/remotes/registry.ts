import type { RemoteKey, RemoteRegistry } from 'shared/contracts';
import { takeBoot } from '../tenant/boot';

const KEYS: RemoteKey[] = [
  'storefront',
  'storePortal',
  'vendorPortal',
  'serviceBuilder',
  'notifications',
];
const empty = (): RemoteRegistry =>
  Object.fromEntries(KEYS.map((k) => [k, null])) as RemoteRegistry;

let registry: Promise<RemoteRegistry> | null = null;

/** Keeps only well-formed entries; a failed registry call switches every remote off (fallbacks show). */
export function parseRegistry(body: unknown): RemoteRegistry {
  const out = empty();
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return out;
  for (const key of KEYS) {
    const r = (remotes as Record<string, unknown>)[key] as {
      name?: unknown;
      entry?: unknown;
      version?: unknown;
    } | null;
    if (r && typeof r.name === 'string' && typeof r.entry === 'string') {
      out[key] = {
        name: r.name,
        entry: r.entry,
        version: typeof r.version === 'string' ? r.version : '',
      };
    }
  }
  return out;
}

/** The registry for this host (from the request index.html started, else fetched), asked once. */
export function getRegistry(host: string): Promise<RemoteRegistry> {
  registry ??= takeBoot('registry', host).then((r) =>
    r.status === 200 ? parseRegistry(r.body) : empty(),
  );
  return registry;
}

/** Forgets the cached registry (tests, tenant switch). */
export function resetRegistry(): void {
  registry = null;
}
