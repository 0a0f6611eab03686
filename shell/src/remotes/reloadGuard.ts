/** sessionStorage key holding the time of the last forced reload. */
export const RELOAD_GUARD_KEY = 'platform.chunk-reload';
/** Within this window after a forced reload, no further reload happens. */
export const RELOAD_WINDOW_MS = 60_000;

/** A failed lazy load of a code chunk (webpack, browsers' dynamic import, CSS chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * Forces ONE cache-busting reload (adds ?reload=<ts>). Returns false (and does nothing) when a
 * reload already happened within the window, or when the guard cannot be stored: it never loops.
 */
export function reloadOnce(
  loc: Pick<Location, 'href' | 'replace'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (last && now - last < RELOAD_WINDOW_MS) return false;
    const url = new URL(loc.href);
    const previous = Number(url.searchParams.get('reload'));
    if (previous && now - previous < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    if (Number(storage.getItem(RELOAD_GUARD_KEY)) !== now) return false;
    url.searchParams.set('reload', String(now));
    loc.replace(url.toString());
    return true;
  } catch {
    return false;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Removes the cache-busting parameter from the address bar once the app runs again. */
export function cleanReloadParam(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('reload')) return;
  url.searchParams.delete('reload');
  win.history.replaceState(win.history.state, '', url.toString());
}
