/** Marker of the module the fallback plugin returns for a remote that failed to load. */
export const REMOTE_FALLBACK = '__platformRemoteFallback';

export interface RemoteFallbackModule {
  [REMOTE_FALLBACK]: true;
  id: string;
  error: unknown;
}

export function isRemoteFallback(mod: unknown): mod is RemoteFallbackModule {
  return (
    typeof mod === 'object' &&
    mod !== null &&
    (mod as Record<string, unknown>)[REMOTE_FALLBACK] === true
  );
}
