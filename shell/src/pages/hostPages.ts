import type { RemoteKey } from 'shared/contracts';
import type { RemotePages } from 'shared/contracts/pages';
import { readSession, useSession } from 'shared/session';
import type { HostKind } from 'shared/tenant';
import { useTenant } from 'shared/tenant';
import { getRegistryFor } from '../remotes/registry';
import { pagesOfManifest } from './parsePages';
import { HOST_REMOTES } from './mounts';

/** A remote's declaration where the host mounts it. */
export interface MountedPages {
  remote: RemoteKey;
  base: string;
  pages: RemotePages;
}

/**
 * Marks a promise settled the way React's `use` reads it, so a declaration already here renders at
 * once instead of suspending for a tick (the frame then never flashes a loader for it).
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Promise<T> & { status?: string; value?: T };
  p.status = 'pending';
  void promise.then((value) => {
    p.status = 'fulfilled';
    p.value = value;
  });
  return promise;
}

/**
 * The signed-in store whose registry answer decides a store portal host's declarations (a pin or
 * canary of that store brings its own menu); null elsewhere and when signed out. Part of every
 * cache key, so a sign-in within the tab loads that store's declarations.
 */
const storeOf = (kind: HostKind, storeId = readSession().store?.id) =>
  kind === 'store-portal' && typeof storeId === 'number' ? storeId : null;
const kindOf = (remote: RemoteKey): HostKind =>
  remote === 'storefront'
    ? 'storefront'
    : remote === 'vendorPortal'
      ? 'vendor'
      : 'store-portal';

// By host, store and remote: the declaration of the version the registry names for them.
const loads = new Map<string, Promise<RemotePages | null>>();
// What has arrived, for readers that cannot wait (the page titles).
const known = new Map<string, RemotePages | null>();
const hostLoads = new Map<string, Promise<MountedPages[]>>();

/** The declaration in a manifest this shell fetches itself (the answer did not carry it). */
async function fetchPages(entry: string): Promise<RemotePages | null> {
  if (!/\.json(\?|$)/.test(entry)) return null;
  try {
    const res = await fetch(entry, { headers: { accept: 'application/json' } });
    return res.ok ? pagesOfManifest(await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * A remote's page declaration for this host: from the registry answer (the manifest it carried),
 * else from the version's manifest; null when the remote is off or declares nothing.
 */
export function loadPages(
  host: string,
  remote: RemoteKey,
  store: number | null = storeOf(kindOf(remote)),
): Promise<RemotePages | null> {
  const key = `${host}|${store}|${remote}`;
  let load = loads.get(key);
  if (!load) {
    load = getRegistryFor(host, store)
      .then((set) => {
        const entry = set[remote];
        if (!entry) return null;
        return entry.pages !== undefined
          ? entry.pages
          : fetchPages(entry.entry);
      })
      .catch(() => null)
      .then((pages) => {
        known.set(key, pages);
        return pages;
      });
    loads.set(key, tracked(load));
  }
  return load;
}

/** The host's declarations at their mounts, once all are known. */
export function loadHostPages(
  host: string,
  kind: HostKind,
  store: number | null = storeOf(kind),
): Promise<MountedPages[]> {
  const key = `${host}|${store}|${kind}|all`;
  let all = hostLoads.get(key);
  if (!all) {
    all = Promise.all(
      HOST_REMOTES[kind].map(async ({ remote, base }) => {
        const pages = await loadPages(host, remote, store);
        return pages ? [{ remote, base, pages }] : [];
      }),
    ).then((lists) => lists.flat());
    hostLoads.set(key, tracked(all));
  }
  return all;
}
/**
 * The value of a settled load, else a suspension until it settles (Suspense's promise protocol:
 * `use` would count as a suspension in tests' act even for a settled promise).
 */
function read<T>(promise: Promise<T>): T {
  const p = promise as Promise<T> & { status?: string; value?: T };
  if (p.status === 'fulfilled') return p.value as T;
  throw promise;
}

/** The host's declarations (suspends until they are known). */
export function useHostPages(): MountedPages[] {
  const { host, kind } = useTenant();
  const store = storeOf(kind, useSession().store?.id);
  return read(loadHostPages(host, kind, store));
}

/** One remote's declaration on this host (suspends until it is known). */
export function useRemotePages(remote: RemoteKey): RemotePages | null {
  const { host, kind } = useTenant();
  const store = storeOf(kind, useSession().store?.id);
  return read(loadPages(host, remote, store));
}

/** The host's declarations that have arrived so far (never waits). */
export function knownHostPages(host: string, kind: HostKind): MountedPages[] {
  const store = storeOf(kind);
  return HOST_REMOTES[kind].flatMap(({ remote, base }) => {
    const pages = known.get(`${host}|${store}|${remote}`);
    return pages ? [{ remote, base, pages }] : [];
  });
}

/** Forgets every declaration (tests, a tenant switch). */
export function resetHostPages(): void {
  loads.clear();
  known.clear();
  hostLoads.clear();
}
