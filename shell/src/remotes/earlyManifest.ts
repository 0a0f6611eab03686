// A leaf module (no shared singleton imports): the federation runtime's plugins run before the share
// scope exists.

/**
 * The response to the manifest request index.html's boot script sent for `url` as soon as the
 * registry named it (ADR 0023), taken once: a second ask, or a request that failed or
 * answered an error, is null and the caller fetches as before.
 */
export async function takeEarlyManifest(url: string): Promise<Response | null> {
  const manifests = window.__PLATFORM_BOOT__?.manifests;
  const early = manifests?.[url];
  if (!manifests || !early) return null;
  delete manifests[url];
  const response = await early.catch(() => null);
  return response?.ok ? response : null;
}
