import type { RemoteKey } from 'shared/contracts';
import type { HostKind } from 'shared/tenant';
import { applyOverride, OVERRIDE_PARAM } from './override';
import { loadPageScripts, pageAssetUrls } from './pagePreload';
import { federation, registerRemote } from './registration';
import { parseRegistry } from './registryParse';
import { routeRemotes } from './routeRemotes';

// Runs in the shell's entry (src/index.ts), before the bootstrap chunk and the shared singletons
// load: so every import here is a leaf module without shared singleton imports (ADR 0020).

/** shared/session's storage key (checked equal by earlyPreload.test.ts; shared cannot load yet). */
export const SESSION_STORAGE_KEY = 'platform.session.v1';

/** The host kind index.html's boot script derived from the host name, if it ran. */
const isHostKind = (v: unknown): v is HostKind =>
  v === 'storefront' || v === 'store-portal' || v === 'vendor';

function hasSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Starts the page's remotes (manifest, entry and the exposed module's chunks) as soon as the
 * registry answer that index.html requested arrives, in parallel with the shell's own chunks,
 * instead of after the shell has rendered. Returns what it started, for tests. A developer's
 * override in the address is left to the shell (it asks for a confirm first).
 */
export async function preloadRouteRemotes(): Promise<RemoteKey[]> {
  const boot = window.__PLATFORM_BOOT__;
  const answer = boot?.registry;
  if (!boot || !answer || !isHostKind(boot.kind)) return [];
  if (new URLSearchParams(window.location.search).has(OVERRIDE_PARAM))
    return [];
  try {
    const r = await answer;
    if (r.status !== 200) return [];
    const set = applyOverride(parseRegistry(r.body));
    const wanted = routeRemotes(
      boot.kind,
      window.location.pathname,
      hasSession(),
      set.serviceBuilder?.pages ?? null,
    );
    if (wanted.length === 0) return [];
    const started: RemoteKey[] = [];
    const options = wanted.flatMap(({ remote, expose }) => {
      const entry = set[remote];
      if (!entry) return [];
      registerRemote(entry);
      started.push(remote);
      return [{ nameOrAlias: entry.name, exposes: [expose] }];
    });
    // The page's own code too, which the route table would ask for only once it runs.
    const provided = new Set(Object.keys(federation().options.shared ?? {}));
    for (const remote of started)
      loadPageScripts(
        pageAssetUrls(
          set,
          remote,
          boot.kind,
          window.location.pathname,
          hasSession(),
          provided,
        ),
      );
    if (options.length) await federation().preloadRemote(options);
    return started;
  } catch {
    return []; // only a head start: the shell's own preload and loads report failures
  }
}
