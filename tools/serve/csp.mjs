// The serving half of the pages' Content-Security-Policy (the build half is tools/webpack/csp.js):
// a fresh nonce per HTML response, put into the page where the build left its placeholder and into
// the policy, plus the headers every response of every static origin carries.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { CSP_NONCE_PLACEHOLDER } = require('../webpack/csp.js');

/** 128 random bits, base64: what a `'nonce-…'` source and a `nonce` attribute hold. */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** The page with every placeholder replaced by this response's nonce. */
export function withNonce(html, nonce) {
  return html.split(CSP_NONCE_PLACEHOLDER).join(nonce);
}

// Where the store scripts the shell may load (ada, Google Analytics, Tag Manager; see shared/csp)
// send their beacons and fetch their configuration: their vendors' documented endpoints.
export const STORE_SCRIPT_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.google.com',
  'https://*.ada.support',
];

/** The Google Fonts stylesheet host (the store's named font, shell/src/tenant/whiteLabel.ts). */
export const FONT_STYLESHEET_ORIGIN = 'https://fonts.googleapis.com';

/** Where the Google Fonts stylesheet's font files come from. */
export const FONT_FILE_ORIGIN = 'https://fonts.gstatic.com';

/**
 * The font and style sources a storefront page needs for its store's font: none beyond the page
 * for the default or a hosted family, the Google Fonts hosts for another named family, the files'
 * own origins for the store's own font files.
 * @param {{ family: string | null, own: Record<string, string | null> | null } | null} font
 * @param {boolean} hosted the named family is one the platform hosts
 */
export function fontPolicy(font, hosted) {
  if (font?.own) {
    const urls = Object.values(font.own).filter(Boolean);
    const origins = urls.flatMap((u) => {
      try {
        return parseOrigins([u]);
      } catch {
        return [];
      }
    });
    return { fontSources: origins, styleSources: [] };
  }
  if (font?.family && !hosted)
    return {
      fontSources: [FONT_FILE_ORIGIN],
      styleSources: [FONT_STYLESHEET_ORIGIN],
    };
  return { fontSources: [], styleSources: [] };
}

const ORIGIN =
  /^(https?|wss?):\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * An origin list from configuration (`CSP_REMOTE_ORIGINS`, …): comma or space separated absolute
 * http(s) URLs, each reduced to its origin. Anything else is refused, so that configuration can
 * never inject a directive into the policy.
 * @param {string | string[] | undefined} value
 * @returns {string[]}
 */
export function parseOrigins(value) {
  const items = Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
  const origins = items.map((item) => {
    let origin = '';
    try {
      origin = new URL(item).origin;
    } catch {
      // refused below
    }
    // The URL parser lets `;` and quotes through in a host: only plain host names and ports pass.
    if (!ORIGIN.test(origin))
      throw new Error(`not an http(s) or ws(s) origin: "${item}"`);
    return origin;
  });
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of a page.
 * - Scripts: only the nonce, and with 'strict-dynamic' whatever a nonced script loads (webpack
 *   chunks, the federation runtime's remote entries, the store's scripts); host lists are ignored.
 * - Styles: the nonce (index.html's inline style, style-loader, antd's CSS-in-JS, the shell's theme
 *   and font elements) and the Google Fonts stylesheet. No 'unsafe-inline'.
 * - connect-src: the page's own origin (the api under /api and, as 'self' covers ws:/wss: on the
 *   same host, the push socket under /app), the remotes' origins (the federation runtime fetches
 *   their mf-manifest.json), the store scripts' vendors, and `connectOrigins`.
 * - Images: the page, the remotes (their assets), data:/blob:, and any https URL (store logos).
 * - Fonts: the page (the platform's hosted fonts), the remotes and data:, plus `fontSources`: by
 *   default any https URL (a portal previews any font); a storefront's page names only what its
 *   store's font needs (fontPolicy). Media: the bell's sound is a data: URL.
 * - frame-ancestors 'none' everywhere: a storefront may allow framing only where its store configured
 *   it, and stores have no such setting yet. When they do, the shell's host decides it here.
 * @param {object} o
 * @param {string} o.nonce
 * @param {string[]} [o.remoteOrigins]  origins the federation runtime loads remotes from
 * @param {string[]} [o.connectOrigins] further origins the page talks to (an external push host, …)
 * @param {string[]} [o.fontSources]    further font sources (default any https URL)
 * @param {string[]} [o.styleSources]   further stylesheet origins (default the Google Fonts one)
 */
export function contentSecurityPolicy({
  nonce,
  remoteOrigins = [],
  connectOrigins = [],
  fontSources = ['https:'],
  styleSources = [FONT_STYLESHEET_ORIGIN],
}) {
  const n = `'nonce-${nonce}'`;
  const directives = [
    ['default-src', "'self'"],
    ['script-src', n, "'strict-dynamic'"],
    ['style-src', "'self'", n, ...styleSources],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
    ['font-src', "'self'", 'data:', ...fontSources, ...remoteOrigins],
    ['media-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...remoteOrigins,
      ...STORE_SCRIPT_CONNECT_ORIGINS,
      ...connectOrigins,
    ],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

export const NOSNIFF = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over TLS: a TLS socket here, or the `X-Forwarded-Proto` the TLS
 * terminator in front sets (its first hop). A forged header over plain http is harmless: browsers
 * ignore Strict-Transport-Security on an http response.
 */
export function isTls(req) {
  if (req.raw?.socket?.encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https';
}
