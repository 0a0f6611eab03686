import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteKey, RemoteRegistry } from 'shared/contracts';
import { isRemoteFallback } from './fallbackModule';
import { getRegistry } from './registry';

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

const registered = new WeakSet<RemoteRegistry>();

function federation() {
  const instance = getInstance();
  if (!instance)
    throw new Error('Module federation runtime is not initialised');
  return instance;
}

/** Registers the registry's remotes with the federation runtime at run time (nothing is fetched until used). */
export function registerFromRegistry(registry: RemoteRegistry): void {
  if (registered.has(registry)) return;
  const remotes = Object.values(registry)
    .filter((r): r is NonNullable<typeof r> => r !== null)
    .map((r) => ({ name: r.name, entry: r.entry }));
  federation().registerRemotes(remotes);
  registered.add(registry);
}

/**
 * Loads `<remote>/<expose>` lazily. Rejects with RemoteUnavailableError (cause: the original error)
 * when the remote is off or failed; `retry` forces a fresh registration so a dead remote is asked again.
 */
export async function loadRemoteModule<T>(
  host: string,
  remote: RemoteKey,
  expose: string,
  retry = false,
): Promise<T> {
  const registry = await getRegistry(host);
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  let mod: unknown;
  try {
    registerFromRegistry(registry);
    // A retry re-registers only this remote, which drops its cached manifest and entry.
    if (retry)
      federation().registerRemotes([{ name: entry.name, entry: entry.entry }], {
        force: true,
      });
    mod = await loadRemote<T>(`${entry.name}/${expose}`);
  } catch (e) {
    throw new RemoteUnavailableError(remote, e);
  }
  if (!mod || isRemoteFallback(mod))
    throw new RemoteUnavailableError(
      remote,
      isRemoteFallback(mod) ? mod.error : undefined,
    );
  return mod as T;
}
