import { clearRemoteCache } from '../remotes/RemoteSlot';
import { resetRegistry } from '../remotes/registry';
import { fakeFederation } from './fakeFederation';

/** Fresh remote caches between tests. */
export function resetShellState(): void {
  clearRemoteCache();
  resetRegistry();
  fakeFederation.reset();
}

/** Makes antd's Grid.useBreakpoint see a desktop-wide viewport (every min-width query matches). */
export function desktopViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: /min-width/.test(query),
    media: query,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/**
 * jsdom lacks the Fetch API's Request, which a data router (the shell's createBrowserRouter) builds
 * for each navigation; a minimal one is enough because the shell's routes have no loaders or actions.
 */
export function installRequest(): void {
  if (typeof globalThis.Request !== 'undefined') return;
  Object.assign(globalThis, {
    Request: class {
      readonly url: string;
      readonly method: string;
      readonly signal?: AbortSignal;
      constructor(url: string | URL, init: RequestInit = {}) {
        this.url = String(url);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? undefined;
      }
    },
  });
}
