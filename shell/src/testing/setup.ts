import { resetHostPages } from '../pages/hostPages';
import { resetRegistered } from '../remotes/federation';
import { OVERRIDE_KEY } from '../remotes/override';
import { clearRemoteCache } from '../remotes/RemoteSlot';
import { lastGoodKey, resetRegistry } from '../remotes/registry';
import { fakeFederation } from './fakeFederation';

/** Fresh remote caches between tests. */
export function resetShellState(): void {
  clearRemoteCache();
  resetHostPages();
  resetRegistry();
  resetRegistered();
  fakeFederation.reset();
  // what the registry and the override left in this browser
  for (const key of Object.keys(window.localStorage))
    if (key.startsWith(lastGoodKey('')) || key === OVERRIDE_KEY)
      window.localStorage.removeItem(key);
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
