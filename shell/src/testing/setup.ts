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
