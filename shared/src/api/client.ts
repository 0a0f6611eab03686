import {
  readSession,
  registerLogoutCall,
  signOutLocally,
  updateSession,
} from 'shared/session';
import { takeEarlyResponse } from './early';
import { ApiError, networkError } from './errors';

/** Query values; undefined and null are left out. */
export type Query = Record<
  string,
  string | number | boolean | null | undefined
>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  formData?: FormData;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** do not try a token refresh on 401 (used by refresh and logout themselves) */
  skipAuthRefresh?: boolean;
}

interface ApiConfig {
  baseUrl?: string;
  version: string;
}
const config: ApiConfig = { version: 'v1' };

/** Overrides the API base (default `${location.origin}/api/v1`) or its version segment. */
export function configureApi(options: {
  baseUrl?: string;
  version?: string;
}): void {
  if (options.baseUrl !== undefined)
    config.baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.version !== undefined) config.version = options.version;
}

/** The base URL calls are made against. */
export function apiBaseUrl(): string {
  if (config.baseUrl) return config.baseUrl;
  const origin =
    typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return `${origin}/api/${config.version}`;
}

/** Builds the absolute URL of an API path with its query string. */
export function buildUrl(path: string, query?: Query): string {
  const url = `${apiBaseUrl()}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

async function readBody(res: Response): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(e: unknown, signal?: AbortSignal): boolean {
  return (
    Boolean(signal?.aborted) || (e instanceof Error && e.name === 'AbortError')
  );
}

async function send(
  method: Method,
  path: string,
  o: RequestOptions,
  access: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...o.headers,
  };
  let body: BodyInit | undefined;
  if (o.formData)
    body = o.formData; // multipart: the browser sets the boundary header
  else if (o.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.body);
  }
  if (access) headers.Authorization = `Bearer ${access}`;
  const url = buildUrl(path, o.query);
  const early =
    method === 'GET' && body === undefined && !o.headers
      ? takeEarlyResponse(url, access)
      : null;
  try {
    if (early)
      return await early.catch(() => fetch(url, { headers, signal: o.signal }));
    return await fetch(url, {
      method,
      headers,
      body,
      signal: o.signal,
    });
  } catch (e) {
    if (isAbort(e, o.signal)) throw e;
    throw networkError(e);
  }
}

let refreshing: Promise<boolean> | null = null;

/** One token refresh shared by every request that got a 401 meanwhile (single flight). */
function refreshTokens(): Promise<boolean> {
  if (!refreshing) {
    refreshing = (async () => {
      const { refresh } = readSession();
      if (!refresh) return false;
      try {
        const res = await send(
          'POST',
          'token/refresh/',
          { body: { refresh } },
          null,
        );
        const data = (await readBody(res)) as {
          access?: string;
          refresh?: string;
        } | null;
        if ((res.status === 200 || res.status === 201) && data?.access) {
          updateSession({
            access: data.access,
            refresh: data.refresh ?? refresh,
          });
          return true;
        }
        return false;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/**
 * Sends a request with the session's bearer token; on a 401 refreshes the tokens once (shared by
 * every request that got one meanwhile) and sends it again. Answers the last response; a 401 that
 * no refresh cures rejects with ApiError (and signs out when the session expired).
 */
async function sendSignedIn(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<Response> {
  const access = readSession().access;
  const res = await send(method, path, options, access);
  if (res.status !== 401 || !access || options.skipAuthRefresh) return res;
  const failed = await readBody(res);
  const code = (failed as { code?: unknown } | null)?.code;
  if (code === 'INVALID_CREDENTIALS') throw new ApiError(401, failed);
  const now = readSession().access;
  // Another request may already have refreshed while this one was in flight.
  const ok =
    now && now !== access
      ? true
      : readSession().refresh
        ? await refreshTokens()
        : false;
  if (!ok) {
    if (readSession().access === access) signOutLocally('expired');
    throw new ApiError(401, failed);
  }
  return send(method, path, options, readSession().access);
}

/** Calls the API; resolves with the JSON answer on 200/201, rejects with ApiError otherwise. */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const res = await sendSignedIn(method, path, options);
  const data = await readBody(res);
  if (res.status === 200 || res.status === 201) return data as T;
  throw new ApiError(res.status, data);
}

/** A file the api generated (XLSX, PDF, PNG) and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` first, then
 * `filename="…"`); null without one.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(disposition);
  if (!plain) return null;
  return plain[2] !== undefined
    ? plain[2].replace(/\\(.)/g, '$1')
    : plain[1]!.trim();
}

/**
 * Downloads a file from the api (GET, same base URL, token and refresh as the JSON calls):
 * resolves with its bytes and the name the api gave it (else the path's last segment); rejects
 * with ApiError like the JSON calls.
 */
export async function downloadFile(
  path: string,
  query?: Query,
): Promise<DownloadedFile> {
  const res = await sendSignedIn('GET', path, {
    query,
    headers: { Accept: '*/*' },
  });
  if (res.status !== 200) throw new ApiError(res.status, await readBody(res));
  const fallback = path.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
  return {
    blob: await res.blob(),
    fileName: fileNameOf(res.headers.get('content-disposition')) ?? fallback,
  };
}

/** Hands a downloaded file to the browser's save (the file's name as the suggestion). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // after the click has started the download
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

type BodyMethod = <T = unknown>(
  path: string,
  body?: unknown,
  options?: Omit<RequestOptions, 'body'>,
) => Promise<T>;
const withBody =
  (method: Method): BodyMethod =>
  (path, body, options = {}) =>
    apiRequest(
      method,
      path,
      body instanceof FormData
        ? { ...options, formData: body }
        : { ...options, body },
    );

/** Verb helpers over apiRequest; a FormData body is sent as multipart, as is. */
export const api = {
  get: <T = unknown>(
    path: string,
    options?: Omit<RequestOptions, 'body' | 'formData'>,
  ) => apiRequest<T>('GET', path, options),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, options),
};

registerLogoutCall((refresh) =>
  apiRequest('POST', 'auth/logout', {
    body: { refresh },
    skipAuthRefresh: true,
  }),
);
