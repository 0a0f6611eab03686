// Answers the page's boot script (the shell's index.html) requested before any bundle loaded: a
// route's own first data request, started as soon as the store is known (ADR 0020). Each
// is used once, by the first GET of exactly that URL sent with the same access token (or none).

/** One early request: the token it was sent with and its response. */
export interface EarlyRequest {
  access: string | null;
  response: Promise<Response>;
}

type BootWindow = {
  __PLATFORM_BOOT__?: { data?: Record<string, EarlyRequest> };
};

/** The early response for this GET, taken (a second ask fetches anew); null when there is none. */
export function takeEarlyResponse(
  url: string,
  access: string | null,
): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const data = (window as BootWindow).__PLATFORM_BOOT__?.data;
  const early = data?.[url];
  if (!data || !early) return null;
  delete data[url];
  return early.access === (access ?? null) ? early.response : null;
}
