// One static origin per web package: the production build's files with the platform's cache rules.
// Hashed files are immutable, everything a release moves (index.html, mf-manifest.json,
// remoteEntry.js) is revalidated on every use, so publishing a remote's dist is a release. Pages
// (index.html) are never cached at all: each response carries its own CSP nonce (csp.mjs).
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import {
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  fontPolicy,
  HSTS,
  isTls,
  newNonce,
  NOSNIFF,
  REFERRER_POLICY,
  withNonce,
} from './csp.mjs';

import { IMMUTABLE, NO_CACHE, NO_STORE } from './cachePolicy.mjs';
import { hostedFont } from './fonts.mjs';
import { encodeFor, isRouteRequest } from './pageRequests.mjs';
import { describePage, isStorefrontHost, withHead } from './storefrontHead.mjs';
import {
  apiReader,
  originOf,
  pageData,
  registerStorefrontRoutes,
} from './storefrontRoutes.mjs';

export { IMMUTABLE, NO_CACHE, NO_STORE };

// `main.0123456789.js`, `123.0123abcdef.js(.map|.LICENSE.txt)`, `assets/logo.0123456789.svg`.
const HASHED = /\.[0-9a-f]{10,}\./;
const COMPRESSED_SIBLING = /\.(br|gz)$/;
// Pages are served only by sendPage (with a nonce), never as plain files.
const HTML_FILE = /\.html(\.(br|gz))?$/i;
// A published version's folder name (a semantic version, tools/release).
const VERSION_FOLDER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** The Cache-Control value for a served file name (a `.br`/`.gz` sibling counts as its original). */
export function cacheControlFor(fileName) {
  const base = path.basename(fileName).replace(COMPRESSED_SIBLING, '');
  return HASHED.test(base) ? IMMUTABLE : NO_CACHE;
}

/**
 * The address this proxy saw for the api behind it (its rate limits count it, not the proxy's).
 * It replaces whatever X-Forwarded-For the request carried: a browser could write any address
 * there and get a fresh rate-limit allowance per made-up address.
 */
export function forwardedFor(req) {
  const address = req.socket?.remoteAddress ?? req.ip;
  return { 'x-forwarded-for': address };
}

/**
 * Starts one static server.
 * @param {object} o
 * @param {string} o.name          label used in logs
 * @param {string} o.dir           absolute path of the folder to serve (a package's dist/)
 * @param {string} [o.versionsDir]  a remote's published versions (`<version>/…`, tools/release),
 *                                  served beside dir at `/<version>/…`
 * @param {number} o.port          0 picks a free port
 * @param {string} [o.host]        interface; 'localhost' listens on both 127.0.0.1 and ::1
 * @param {boolean} [o.spaFallback] serve index.html for route-like GETs (the shell only)
 * @param {string} [o.apiTarget]   proxy /api/* (http and websocket) to this origin
 * @param {boolean} [o.cors]       send Access-Control-Allow-Origin: * (remote origins)
 * @param {string[]} [o.remoteOrigins]  origins the page's federation runtime loads remotes from (CSP)
 * @param {string[]} [o.connectOrigins] further origins the page may connect to (CSP)
 * @param {number} [o.rateLimitScale] multiplies the shell's rate limits, as the api's (the e2e harness)
 * @param {(line: string) => void} [o.log]
 * @returns {Promise<{ name: string, url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic({
  name,
  dir,
  versionsDir,
  port,
  host = 'localhost',
  spaFallback = false,
  apiTarget,
  cors = false,
  remoteOrigins = [],
  connectOrigins = [],
  rateLimitScale = 1,
  log = () => {},
}) {
  // forceCloseConnections: stopping a remote in a test must cut kept-alive browser connections too.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  // Every response of every origin: files, pages, 404s and what the shell proxies.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', NOSNIFF);
    reply.header('referrer-policy', REFERRER_POLICY);
    if (isTls(req)) reply.header('strict-transport-security', HSTS);
  });

  // A store's pages get their head from the api (storefrontHead.mjs): only the shell has one.
  const read = spaFallback && apiTarget ? apiReader(apiTarget) : null;
  /** The storefront head of this request, or null (a portal, no api, or the api failed). */
  const storefrontPage = async (req) => {
    const host = String(req.headers.host ?? '');
    if (!read || !isStorefrontHost(host)) return null;
    const pathname = decodeURI(req.url.split('?')[0]);
    const data = await pageData(read, host, pathname).catch(() => null);
    if (!data) return null;
    return describePage({ origin: originOf(req), pathname, data });
  };

  let warnedNoPlaceholder = false;
  /**
   * index.html with a fresh nonce in the page and in its Content-Security-Policy, never cached;
   * on a store's host with the head written for that store and page, and its status.
   */
  const sendPage = async (req, reply) => {
    let html;
    try {
      html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return reply
        .code(404)
        .header('cache-control', NO_CACHE)
        .type('text/plain')
        .send('Not found');
    }
    if (!html.includes(CSP_NONCE_PLACEHOLDER) && !warnedNoPlaceholder) {
      warnedNoPlaceholder = true;
      log(
        `${name}: index.html has no CSP nonce placeholder (an old build?); its scripts will be blocked`,
      );
    }
    const nonce = newNonce();
    let page = null;
    try {
      page = await storefrontPage(req);
    } catch (error) {
      log(`${name}: no storefront head for ${req.url}: ${error.message}`);
    }
    if (page) html = withHead(html, page, nonce);
    // A store's page allows only the font sources its store's font needs.
    const fonts = page
      ? fontPolicy(page.storeFont, Boolean(hostedFont(page.storeFont?.family)))
      : {};
    return reply
      .code(page?.status ?? 200)
      .header('cache-control', NO_STORE)
      .header(
        'content-security-policy',
        contentSecurityPolicy({
          nonce,
          remoteOrigins,
          connectOrigins,
          ...fonts,
        }),
      )
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(encodeFor(req, reply, Buffer.from(withNonce(html, nonce))));
  };
  if (read) {
    // Limits only the routes that ask for them (the storefront's public JSON: each answer can cost
    // an api request, so a stranger walking made-up paths is slowed down per address).
    await app.register(rateLimit, { global: false });
    registerStorefrontRoutes(app, read, { rateLimitScale });
  }
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  if (cors) {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('timing-allow-origin', '*');
    });
    app.options('/*', async (_req, reply) => {
      reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', '*')
        .header('access-control-max-age', '86400')
        .code(204)
        .send();
    });
  }

  if (apiTarget) {
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      websocket: true,
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          ...forwardedFor(req),
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto':
            String(req.headers['x-forwarded-proto'] ?? '').split(',')[0] ||
            req.protocol,
        }),
      },
    });
    // The api's embedded push server (Pusher protocol at /app/{key}): GET /push/config answers
    // `ws_host: null`, so pusher-js connects to the page's own host. Only websocket upgrades pass;
    // the browser's Origin goes along (the api refuses origins outside the platform).
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix: '/app',
      rewritePrefix: '/app',
      websocket: true,
      httpMethods: ['GET'],
      preHandler: async (req, reply) => {
        if (req.headers.upgrade?.toLowerCase() !== 'websocket')
          return reply
            .code(404)
            .header('cache-control', NO_CACHE)
            .type('text/plain')
            .send('Not found');
      },
      wsClientOptions: {
        rewriteRequestHeaders: (headers, req) => ({
          ...headers,
          ...(req.headers.origin ? { origin: req.headers.origin } : {}),
          ...forwardedFor(req),
          'x-forwarded-host': req.headers.host ?? '',
        }),
      },
    });
  }

  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    cacheControl: false, // set below, per file
    wildcard: true,
    index: false,
    allowedPath: (pathName) => !HTML_FILE.test(pathName),
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  // A published version (`/<version>/…`) comes from its folder in versionsDir, any other first
  // segment from dir. Pages are never plain files (see allowedPath above).
  if (versionsDir)
    app.get('/:folder/*', (req, reply) => {
      const { folder, '*': rest } = req.params;
      if (HTML_FILE.test(rest)) return reply.callNotFound();
      return VERSION_FOLDER.test(folder)
        ? reply.sendFile(rest, path.join(versionsDir, folder))
        : reply.sendFile(`${folder}/${rest}`);
    });

  app.setNotFoundHandler((req, reply) => {
    if (
      spaFallback &&
      isRouteRequest(req.method, req.url, req.headers.accept)
    ) {
      return sendPage(req, reply);
    }
    reply
      .code(404)
      .header('cache-control', NO_CACHE)
      .type('text/plain')
      .send('Not found');
  });

  await app.listen({ port, host });
  const actualPort = app.server.address().port;
  const url = `http://localhost:${actualPort}`;
  log(`${name} serving ${dir} at ${url}`);
  return { name, url, port: actualPort, close: () => app.close() };
}
