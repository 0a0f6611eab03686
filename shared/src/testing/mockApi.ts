/** What a mocked endpoint answers. */
export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** A recorded request. */
export interface MockCall {
  method: string;
  /** API path without base and query, e.g. '/stores/1/portal-services' */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** parsed JSON body, the FormData as is, or undefined */
  body: unknown;
  url: string;
}

/** A handler: a fixed answer, or a function of the call (may be async or throw to simulate a network failure). */
export type MockHandler =
  MockResponse | ((call: MockCall) => MockResponse | Promise<MockResponse>);

/** Handle returned by mockApi. */
export interface ApiMock {
  calls: MockCall[];
  /** calls to one route key, e.g. 'POST /token/refresh/' */
  callsTo(key: string): MockCall[];
  /** adds or replaces handlers */
  on(handlers: Record<string, MockHandler>): void;
  restore(): void;
}

const active: ApiMock[] = [];
let originalFetch: typeof fetch | undefined;

const normalisePath = (p: string) =>
  '/' + p.replace(/^\/+/, '').replace(/\/+$/, '');

function toCall(input: RequestInfo | URL, init: RequestInit = {}): MockCall {
  const url = new URL(
    typeof input === 'string'
      ? input
      : input instanceof URL
        ? input.href
        : input.url,
    'http://localhost',
  );
  const path = url.pathname.replace(/^\/api\/v\d+/, '') || '/';
  const headers: Record<string, string> = {};
  const raw = init.headers ?? {};
  const entries: [string, string][] =
    typeof (raw as { forEach?: unknown }).forEach === 'function' &&
    !Array.isArray(raw)
      ? (() => {
          const out: [string, string][] = [];
          (
            raw as { forEach(cb: (v: string, k: string) => void): void }
          ).forEach((v, k) => out.push([k, v]));
          return out;
        })()
      : Array.isArray(raw)
        ? (raw as [string, string][])
        : Object.entries(raw as Record<string, string>);
  for (const [k, v] of entries) headers[k.toLowerCase()] = v;
  let body: unknown = init.body ?? undefined;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // keep the raw string
    }
  }
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path,
    query: Object.fromEntries(url.searchParams.entries()),
    headers,
    body,
    url: url.href,
  };
}

function respond({ status = 200, body }: MockResponse): Response {
  const text =
    body === undefined
      ? ''
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-type' ? 'application/json' : null,
    },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/**
 * Replaces globalThis.fetch with a router keyed 'METHOD /path' (path after /api/v1, no query;
 * a trailing '/' is ignored). Unmatched calls answer 404 NOT_FOUND. Restored after each test.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}): ApiMock {
  const routes = new Map<string, MockHandler>();
  const keyOf = (k: string) => {
    const [method = 'GET', path = '/'] = k.trim().split(/\s+/);
    return `${method.toUpperCase()} ${normalisePath(path.split('?')[0] ?? '/')}`;
  };
  const on = (h: Record<string, MockHandler>) =>
    Object.entries(h).forEach(([k, v]) => routes.set(keyOf(k), v));
  on(handlers);
  const calls: MockCall[] = [];
  if (!originalFetch) originalFetch = globalThis.fetch;
  const mock: ApiMock = {
    calls,
    callsTo: (key) =>
      calls.filter(
        (c) => `${c.method} ${normalisePath(c.path)}` === keyOf(key),
      ),
    on,
    restore: () => restoreAllMocks(),
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = toCall(input, init);
    calls.push(call);
    const handler = routes.get(`${call.method} ${normalisePath(call.path)}`);
    if (!handler) {
      return respond({
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: `No mock for ${call.method} ${call.path}`,
          errors: {},
        },
      });
    }
    const answer =
      typeof handler === 'function' ? await handler(call) : handler;
    return respond(answer);
  }) as typeof fetch;
  active.push(mock);
  return mock;
}

/** Puts the real fetch back (done automatically after each test). */
export function restoreAllMocks(): void {
  if (active.length && originalFetch !== undefined)
    globalThis.fetch = originalFetch;
  else if (active.length) delete (globalThis as { fetch?: unknown }).fetch;
  active.length = 0;
  originalFetch = undefined;
}
