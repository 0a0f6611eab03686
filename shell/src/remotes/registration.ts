import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from 'shared/contracts';

// A leaf module (no shared singleton imports): the shell's entry uses it before the share scope
// exists (earlyPreload.ts), and federation.ts for every load.

/** The entry each container is registered with in the runtime. */
const registered = new Map<string, string>();

/** The page's federation runtime instance. */
export function federation() {
  const instance = getInstance();
  if (!instance)
    throw new Error('Module federation runtime is not initialised');
  return instance;
}

/** The entry a container is registered with, if any. */
export const registeredEntry = (name: string) => registered.get(name);

/**
 * Registers a remote with the federation runtime (nothing is fetched until used). A container
 * already registered with another entry (a release moved it) or `force` (a retry) replaces the
 * runtime's registration, which drops its cached manifest and entry.
 */
export function registerRemote(entry: RemoteDescriptor, force = false): void {
  const known = registered.get(entry.name);
  if (known === entry.entry && !force) return;
  federation().registerRemotes(
    [{ name: entry.name, entry: entry.entry }],
    known === undefined ? undefined : { force: true },
  );
  registered.set(entry.name, entry.entry);
}

/** Forgets what was registered (tests). */
export function resetRegistered(): void {
  registered.clear();
}
