// Which requests get a page, and a page's body in the encoding the request accepts.
import zlib from 'node:zlib';

// `.js`, `.json`, `.woff2` …; a dotted token in a route (`/reset/<key>/<a.long-token>`) is no extension.
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/**
 * Whether an Accept header takes a page: a browser's (text/html), a crawler's or a link
 * previewer's (any type, or no Accept at all), not one asking for JSON or another file type only.
 */
export function acceptsPage(accept = '') {
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .filter(Boolean);
  if (types.length === 0) return true;
  if (types.some((t) => t === 'text/html' || t === 'application/xhtml+xml'))
    return true;
  if (types.some((t) => t.includes('json'))) return false;
  return types.includes('*/*');
}

/**
 * A GET (or a link previewer's HEAD) for a page: no file extension in the last segment and a page
 * accepted.
 */
export function isRouteRequest(method, url, accept = '') {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(last) && acceptsPage(accept);
}

/** The body in the best encoding the request accepts (brotli, gzip) when it is worth it. */
export function encodeFor(req, reply, body) {
  reply.header('vary', 'Accept-Encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (body.length < 1024) return body;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return zlib.gzipSync(body);
  }
  return body;
}
