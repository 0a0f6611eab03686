// What the shell's server answers on a store's host besides files: the data of a page's head (one
// api request, kept a few seconds), the same head as JSON for the browser app's in-app navigation,
// /robots.txt, /sitemap.xml, the store's logo when it is stored inline, and the platform's hosted
// fonts.
import fs from 'node:fs';
import { tooManyText } from 'api/src/security/tooManyText.cjs';
import { IMMUTABLE, NO_CACHE } from './cachePolicy.mjs';
import { isTls } from './csp.mjs';
import { fontFilePath } from './fonts.mjs';
import {
  describePage,
  escapeHtml,
  isStorefrontHost,
  LOGO_PATH,
} from './storefrontHead.mjs';

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
const API_TIMEOUT_MS = 3_000;

/** The page's own origin as the browser sees it (scheme behind a TLS terminator, host with port). */
export const originOf = (req) =>
  `${isTls(req) ? 'https' : 'http'}://${String(req.headers.host ?? 'localhost')}`;

/** A small time-limited cache of api answers by URL (a failed request is not kept). */
export function apiReader(apiTarget, { ttlMs = TTL_MS } = {}) {
  const cache = new Map();
  return async function read(path) {
    const hit = cache.get(path);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = fetch(apiTarget + path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null);
    cache.set(path, { value, until: Date.now() + ttlMs });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value);
    const answer = await value;
    if (answer === null) cache.delete(path);
    return answer;
  };
}

const q = encodeURIComponent;
/** The api's answer for the head of the page at `pathname` on `host`, or null. */
export const pageData = (read, host, pathname) =>
  read(
    `/api/v1/storefront-page?host=${q(host)}&path=${q(pathname.slice(0, 2048))}`,
  );

// Pages no search engine should crawl: the portals, the customer's account and the checkout.
const DISALLOWED = [
  '/portal',
  '/api/',
  '/cart',
  '/checkout',
  '/checkout-login',
  '/login',
  '/create-account',
  '/forgot-password',
  '/check-inbox',
  '/reset-password/',
  '/myaccount',
  '/feedback/',
  '/thankyou/',
  '/thank-you/',
  '/order-tracking',
  '/request-estimate',
  '/estimate-checkout',
  '/estimate/',
];

/** robots.txt of a host: a storefront's public pages and its sitemap, nothing of a portal. */
export function robotsTxt(origin, storefront) {
  if (!storefront) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the pages `[{ path, updated_on }]`. */
export function sitemapXml(origin, pages) {
  const urls = pages.map(
    (p) =>
      `<url><loc>${escapeHtml(origin + p.path)}</loc>${p.updated_on ? `<lastmod>${escapeHtml(p.updated_on)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

const DATA_IMAGE =
  /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml))((?:;[a-z0-9=.-]+)*),(.*)$/is;

/** The bytes and type of an inline (`data:`) image, or null. */
export function decodeDataImage(value) {
  const m = DATA_IMAGE.exec(String(value ?? ''));
  if (!m) return null;
  try {
    const body = /;base64$/i.test(m[2])
      ? Buffer.from(m[3], 'base64')
      : Buffer.from(decodeURIComponent(m[3]), 'utf8');
    return { type: m[1].toLowerCase(), body };
  } catch {
    return null; // a malformed escape
  }
}

/** Where the browser app asks for the head of a page it navigated to (shell/src/tenant/pageHead.ts). */
export const PAGE_HEAD_PATH = '/page-head.json';

/** The parts of a described page the browser app writes into the head while it navigates. */
export function pageHeadJson(page) {
  const { status, title, description, canonical, image, robots, structured } =
    page;
  return { status, title, description, canonical, image, robots, structured };
}

/**
 * Requests per address and minute to /page-head.json, the api's allowance for its public routes:
 * a person navigating a store asks once per page; a cache miss (a path not asked for in the last
 * seconds) costs one api request, so the allowance stops one address from walking made-up paths
 * through the api on everyone's behalf.
 */
export const PAGE_HEAD_LIMIT = { max: 300, timeWindow: 60_000 };

/** The 429 of a limited route, in the api's error shape. */
function tooMany(seconds) {
  const message = tooManyText(seconds);
  return {
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message,
    errors: { non_field_errors: message },
  };
}

/**
 * Registers the routes above on the shell's server (@fastify/rate-limit registered on it first,
 * `global: false`). `rateLimitScale` multiplies the allowances, as the api's.
 */
export function registerStorefrontRoutes(
  app,
  read,
  { rateLimitScale = 1 } = {},
) {
  const text = (reply, type, body, cache = NO_CACHE) =>
    reply.code(200).header('cache-control', cache).type(type).send(body);
  const notFound = (reply) =>
    reply
      .code(404)
      .header('cache-control', NO_CACHE)
      .type('text/plain')
      .send('Not found');

  // The head the server would write for `?path=`, from the same cached api answer: the browser
  // app keeps the description, pictures, robots and structured data right while navigating.
  const pageHeadLimit = {
    max: Math.max(1, Math.round(PAGE_HEAD_LIMIT.max * rateLimitScale)),
    timeWindow: PAGE_HEAD_LIMIT.timeWindow,
    // The caller's own address: this server is the edge (its /api proxy forwards the same one).
    keyGenerator: (req) => req.socket?.remoteAddress ?? req.ip,
    errorResponseBuilder: (_req, context) =>
      tooMany(Math.ceil(context.ttl / 1000)),
  };
  app.get(
    PAGE_HEAD_PATH,
    { config: { rateLimit: pageHeadLimit } },
    async (req, reply) => {
      const host = String(req.headers.host ?? '');
      const pathname = String(req.query?.path ?? '');
      if (!pathname.startsWith('/') || pathname.length > 2048)
        return reply
          .code(400)
          .header('cache-control', NO_CACHE)
          .send({
            code: 'VALIDATION_ERROR',
            message: 'Please check the request.',
            errors: { path: 'Give the page’s path, starting with /.' },
          });
      const data = isStorefrontHost(host)
        ? await pageData(read, host, pathname)
        : null;
      const page = data
        ? describePage({ origin: originOf(req), pathname, data })
        : null;
      if (!page) return notFound(reply);
      return reply
        .code(200)
        .header('cache-control', 'public, max-age=10')
        .send(pageHeadJson(page));
    },
  );

  app.get('/robots.txt', async (req, reply) =>
    text(
      reply,
      'text/plain; charset=utf-8',
      robotsTxt(originOf(req), isStorefrontHost(req.headers.host)),
    ),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const host = String(req.headers.host ?? '');
    const answer = isStorefrontHost(host)
      ? await read(`/api/v1/storefront-sitemap?host=${q(host)}`)
      : { pages: [] };
    if (!answer)
      return reply.code(503).header('cache-control', NO_CACHE).send();
    return text(
      reply,
      'application/xml; charset=utf-8',
      sitemapXml(originOf(req), answer.pages),
    );
  });

  // An inline logo has no address a link preview could fetch: this is it.
  app.get(LOGO_PATH, async (req, reply) => {
    const host = String(req.headers.host ?? '');
    const data = isStorefrontHost(host)
      ? await pageData(read, host, '/')
      : null;
    const image = decodeDataImage(data?.store?.logo);
    if (!image) return notFound(reply);
    // The store's own markup on the store's origin: an SVG runs no script and loads nothing.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    return text(reply, image.type, image.body, 'public, max-age=300');
  });

  app.get('/fonts/:id/:version/:file', async (req, reply) => {
    const { id, version, file } = req.params;
    const filePath = fontFilePath(id, version, file);
    if (!filePath) return notFound(reply);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('access-control-allow-origin', '*')
      .type('font/woff2')
      .send(fs.createReadStream(filePath));
  });
}
