import type { RemoteRegistry } from 'shared/contracts';
import { readSession } from 'shared/session';
import { takeBoot } from '../tenant/boot';
import { applyOverride } from './override';
import { emptyRegistry, parseRegistry } from './registryParse';

export { REMOTE_KEYS, parseRegistry } from './registryParse';

/** localStorage key of the last resolved set this browser received for a host. */
export const lastGoodKey = (host: string) => `platform.registry.${host}`;

let registry: Promise<RemoteRegistry> | null = null;
// The signed-in store the registry was last asked for (its request names it: a pin or canary of
// that store decides the answer).
let askedFor: number | null = null;
const sessionStore = () => readSession().store?.id ?? null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The last resolved set saved for this host, or null (none, unreadable or malformed). */
export function readLastGood(host: string): RemoteRegistry | null {
  try {
    const raw = storage()?.getItem(lastGoodKey(host));
    return raw ? parseRegistry({ remotes: JSON.parse(raw) }) : null;
  } catch {
    return null;
  }
}

function saveLastGood(host: string, set: RemoteRegistry): void {
  try {
    storage()?.setItem(lastGoodKey(host), JSON.stringify(set));
  } catch {
    // storage full or blocked: the registry still works, only its fallback is lost
  }
}

/**
 * One registry answer: a 200 is this host's resolved set (saved as the last good one); anything else
 * (the registry down) serves the last good set this browser saw, else every remote's fallback.
 */
async function resolve(host: string): Promise<RemoteRegistry> {
  const r = await takeBoot('registry', host);
  if (r.status === 200) {
    const set = parseRegistry(r.body);
    saveLastGood(host, set);
    return set;
  }
  return readLastGood(host) ?? emptyRegistry();
}

/**
 * The registry for this host (from the request index.html started, else fetched), asked once, with
 * the developer's local override (./override) applied.
 */
export function getRegistry(host: string): Promise<RemoteRegistry> {
  if (!registry) askedFor = sessionStore();
  registry ??= resolve(host).then(applyOverride);
  return registry;
}

/**
 * The registry as answered for this signed-in store: a store user who signs in within the tab
 * gets the set the registry names for their store (its pins and canaries), not the signed-out one.
 */
export function getRegistryFor(
  host: string,
  storeId: number | null,
): Promise<RemoteRegistry> {
  if (registry && askedFor !== storeId) return revalidateRegistry(host);
  return getRegistry(host);
}

/**
 * Asks the registry again (after a remote failed to load: a release may have moved it) and makes
 * the fresh answer the one every later load uses. A failed call keeps the set already in use.
 */
export async function revalidateRegistry(
  host: string,
): Promise<RemoteRegistry> {
  const current = registry ? await registry : null;
  askedFor = sessionStore();
  const r = await takeBoot('registry', host);
  if (r.status !== 200) return current ?? getRegistry(host);
  const set = parseRegistry(r.body);
  saveLastGood(host, set);
  const fresh = Promise.resolve(applyOverride(set));
  registry = fresh;
  return fresh;
}

/** Forgets the cached registry (tests, tenant switch). */
export function resetRegistry(): void {
  registry = null;
  askedFor = null;
}
