import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor, RemoteKey } from 'shared/contracts';
import { trackRemoteLoad } from '../errors/remoteLoads';
import { isRemoteFallback } from './fallbackModule';
import { getRegistry, revalidateRegistry } from './registry';
import { federation, registerRemote, registeredEntry } from './registration';

export { registerRemote, resetRegistered } from './registration';

/** A remote that is switched off for this tenant or could not be loaded. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly cause?: unknown,
  ) {
    super(`The ${remote} remote is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * How long one load (manifest, entry and the module's chunks) may take before the slot shows its
 * fallback with Retry. Mutable for tests.
 */
export const remoteLoadTimeout = { ms: 15_000 };

/** A remote that did not answer within remoteLoadTimeout. */
export class RemoteTimeoutError extends Error {
  constructor(id: string, ms: number) {
    super(`${id} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

function withTimeout<T>(load: Promise<T>, id: string): Promise<T> {
  const { ms } = remoteLoadTimeout;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, ms)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once `work` has settled (fulfilled or not), or after `ms`, whichever comes first. */
export function settleWithin(
  work: Promise<unknown>,
  ms: number,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const sameEntry = (a: RemoteDescriptor, b: RemoteDescriptor) =>
  a.name === b.name && a.entry === b.entry;

/** One load of `<container>/<expose>` from this entry, reported (errors/remoteLoads). */
async function loadFrom<T>(
  remote: RemoteKey,
  entry: RemoteDescriptor,
  expose: string,
  force: boolean,
): Promise<T> {
  const id = `${entry.name}/${expose}`;
  const track = trackRemoteLoad({ remote, id, version: entry.version });
  let mod: unknown;
  try {
    registerRemote(entry, force);
    mod = await withTimeout(loadRemote<T>(id), id);
  } catch (e) {
    track.fail(e);
    throw new RemoteUnavailableError(remote, e);
  }
  if (!mod || isRemoteFallback(mod)) {
    const cause = isRemoteFallback(mod) ? mod.error : undefined;
    track.fail(cause ?? new Error(`${id} answered no module`));
    throw new RemoteUnavailableError(remote, cause);
  }
  // A module may export `ready`: a promise that settles once the code of its first page is here
  // (ADR 0022, amendment 2). The load waits for it, 2 s at most and never for its failure.
  const { ready } = mod as { ready?: unknown };
  if (ready instanceof Promise) await settleWithin(ready, 2000);
  track.end();
  return mod as T;
}

/**
 * Loads `<remote>/<expose>` lazily. Rejects with RemoteUnavailableError (cause: the original error)
 * when the remote is off or failed; `retry` forces a fresh registration so a dead remote is asked again.
 * A failed load asks the registry again: when a release moved the remote, its new entry is
 * registered (so the next navigation and Retry use it) and tried once at once.
 */
export async function loadRemoteModule<T>(
  host: string,
  remote: RemoteKey,
  expose: string,
  retry = false,
): Promise<T> {
  let entry = (await getRegistry(host))[remote];
  // Retry on a remote that is off (or the registry was down): ask the registry again first.
  if (!entry && retry) entry = (await refreshRemote(host, remote)).entry;
  if (!entry) throw new RemoteUnavailableError(remote);
  try {
    return await loadFrom<T>(remote, entry, expose, retry);
  } catch (e) {
    const { entry: fresh } = await refreshRemote(host, remote);
    if (!fresh || sameEntry(fresh, entry)) throw e;
    return loadFrom<T>(remote, fresh, expose, false);
  }
}

/**
 * Re-reads the registry after a remote failed (a chunk load error inside a loaded remote, or its
 * entry): a moved remote is registered with its new entry. Resolves to the remote's current entry
 * and whether a release moved it.
 */
export async function refreshRemote(
  host: string,
  remote: RemoteKey,
): Promise<{ entry: RemoteDescriptor | null; moved: boolean }> {
  try {
    const entry = (await revalidateRegistry(host))[remote];
    const known = entry ? registeredEntry(entry.name) : undefined;
    const moved = !!entry && known !== undefined && known !== entry.entry;
    if (entry && known !== entry.entry) registerRemote(entry);
    return { entry, moved };
  } catch {
    return { entry: null, moved: false };
  }
}

/**
 * Starts fetching these remotes' manifests, entries and the exposed modules' chunks as soon as the
 * resolved set is known, before the page renders them (nothing for remotes the route does not use).
 */
export async function preloadRemotes(
  host: string,
  wanted: { remote: RemoteKey; expose: string }[],
): Promise<void> {
  try {
    const registry = await getRegistry(host);
    const options = wanted.flatMap(({ remote, expose }) => {
      const entry = registry[remote];
      if (!entry) return [];
      registerRemote(entry);
      return [{ nameOrAlias: entry.name, exposes: [expose] }];
    });
    if (options.length) await federation().preloadRemote(options);
  } catch {
    // a preload is only a head start: the real load reports and shows the fallback
  }
}
