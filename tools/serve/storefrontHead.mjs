// The head of a storefront page, written by the shell's server for that store and page: title,
// description, canonical URL, Open Graph and Twitter cards, language, favicon, the store's hosted
// font and structured data (JSON-LD), plus the page's status (404 for a path the storefront has no
// page for). Its data comes from one api request a page (GET /storefront-page), kept a few
// seconds per host and path so that a burst of loads asks once.
import { fontHead, fontStack, hostedFont } from './fonts.mjs';
import { FONT_FILE_ORIGIN, FONT_STYLESHEET_ORIGIN } from './csp.mjs';
import { jsonLd } from './structuredData.mjs';

/** First host labels of the platform's own portals (shared/tenant's RESERVED_HOST_PREFIXES). */
export const RESERVED_HOST_PREFIXES = [
  'app',
  'app-test',
  'live',
  'live-test',
  'vendor',
  'vendor-test',
  'vendor-live',
  'vendor-live-test',
];

/** Whether a Host header names a store's storefront (not a portal). */
export function isStorefrontHost(host = '') {
  const first = host.toLowerCase().split(':')[0].split('.')[0];
  return !RESERVED_HOST_PREFIXES.includes(first);
}

/**
 * The storefront's pages (mf-storefront's route table; a test checks they agree): any other path
 * on a store's host is answered with the not-found page and status 404.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/cart',
  '/order-tracking',
  '/order-tracking/:orderNumber',
  '/services/:serviceId',
  '/checkout',
  '/checkout/payment/:gutter',
  '/additional-payment/:gutter',
  '/extra-charge-payment/:gutter',
  '/middle_page',
  '/extra-middle-page',
  '/thankyou/:id',
  '/thank-you/:id',
  '/request-estimate',
  '/estimate-checkout',
  '/estimate/thank-you/:id',
  '/estimate/:token',
  '/login',
  '/create-account',
  '/forgot-password',
  '/check-inbox',
  '/reset-password/:key/:token',
  '/checkout-login',
  '/myaccount/*',
  '/feedback/:token',
];

const segments = (p) => p.split('/').filter(Boolean);
/** Whether a pathname is one of the storefront's pages (`:name` one segment, `/*` any rest). */
export function isStorefrontPath(pathname) {
  const got = segments(pathname);
  return STOREFRONT_ROUTES.some((pattern) => {
    const want = segments(pattern);
    if (want.at(-1) === '*')
      return (
        got.length >= want.length - 1 &&
        want.slice(0, -1).every((w, i) => w.startsWith(':') || w === got[i])
      );
    return (
      want.length === got.length &&
      want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]))
    );
  });
}

// The few page names the server writes: the home's heading (mf-storefront's services.title), the
// shell's catalogue (shell/src/layout/CustomerMessages.ts) and shared/src/i18n/common.ts. The
// browser app writes the rest once the page's heading is there.
const NAMES = {
  en: {
    '/': 'Shop Services',
    '/cart': 'Cart',
    '/checkout': 'Checkout',
    '/login': 'Log in',
    '/myaccount': 'My Account',
    '/order-tracking': 'Order tracking',
    notFound: 'This page does not exist',
    inactive: 'This store is currently inactive',
  },
  es: {
    '/': 'Comprar servicios',
    '/cart': 'Carrito',
    '/checkout': 'Pago',
    '/login': 'Iniciar sesión',
    '/myaccount': 'Mi cuenta',
    '/order-tracking': 'Seguimiento del pedido',
    notFound: 'Esta página no existe',
    inactive: 'Esta tienda está inactiva por ahora',
  },
};
const namesFor = (lang) => NAMES[String(lang).split('-')[0]] ?? NAMES.en;

const ESCAPES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** An image address usable outside the page (a crawler, a link preview): absolute http(s) only. */
export function absoluteUrl(origin, value) {
  if (!value || typeof value !== 'string') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return origin + value;
  return null;
}

/** The store logo's own address on the store's host (a `data:` logo is served from there). */
export const LOGO_PATH = '/store-logo';

const shorten = (text, max = 160) => {
  const clean = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

/**
 * What the page's head says, from the api's answer; null when no store has the host (the page
 * then keeps the build's head and status 200, as when the api fails).
 * @returns {{ status: number, lang: string, title: string, description: string | null,
 *   canonical: string, image: string | null, favicon: string | null, robots: string | null,
 *   font: object | null, structured: object[] }}
 */
export function describePage({ origin, pathname, data }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const canonical = origin + (path === '/' ? '/' : path);
  const store = data?.store ?? null;
  // No store has this host (the development landing page, a mistyped host): the page as built.
  if (!store) return null;
  const t = namesFor(store.language);
  const lang = store.language || 'en';
  const favicon = store.favicon || null;
  const logo =
    absoluteUrl(origin, store.logo) ??
    (store.logo?.startsWith('data:image/') ? origin + LOGO_PATH : null);
  const base = {
    lang,
    canonical,
    favicon,
    font: null,
    storeFont: store.font,
    structured: [],
  };
  const titled = (name) => `${name} · ${store.name}`;
  if (!store.is_active)
    return {
      ...base,
      status: 200,
      title: titled(t.inactive),
      description: null,
      image: logo,
      robots: 'noindex',
    };
  const font = hostedFont(store.font?.family);
  const known = isStorefrontPath(path);
  const isService = /^\/services\/[^/]+$/.test(path);
  if (!known || (isService && !data.service))
    return {
      ...base,
      font,
      status: 404,
      title: titled(t.notFound),
      description: shorten(store.tagline) || null,
      image: logo,
      robots: 'noindex',
    };
  const service = isService ? data.service : null;
  const firstSegment = `/${segments(path)[0] ?? ''}`;
  const name = service?.name ?? t[path] ?? t[firstSegment] ?? null;
  const image = absoluteUrl(origin, service?.image) ?? logo;
  return {
    ...base,
    font,
    status: 200,
    title: name ? titled(name) : store.name,
    description: shorten(service?.description || store.tagline) || null,
    image,
    robots: path === '/' || service ? null : 'noindex',
    structured: jsonLd({ origin, store, service, logo, image, canonical }),
  };
}

/**
 * The font lookup's stylesheet for the store's named family when the platform does not host it
 * (the address the shell's `fontLookupUrl` builds, with both weights), else null.
 */
export function fontLookupUrl(page) {
  const family = page.storeFont?.family?.trim();
  if (page.font || page.storeFont?.own || !family) return null;
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  return `${FONT_STYLESHEET_ORIGIN}/css2?family=${name}:wght@400;700&display=swap`;
}

/** The head's elements for a described page (`nonce`: the response's CSP nonce). */
export function headHtml(page, nonce) {
  const e = escapeHtml;
  const meta = (attr, key, value) =>
    value ? `<meta ${attr}="${key}" content="${e(value)}"/>` : '';
  const parts = [`<title>${e(page.title)}</title>`];
  parts.push(meta('name', 'description', page.description));
  if (page.robots) parts.push(meta('name', 'robots', page.robots));
  parts.push(`<link rel="canonical" href="${e(page.canonical)}"/>`);
  parts.push(meta('property', 'og:type', 'website'));
  parts.push(meta('property', 'og:title', page.title));
  parts.push(meta('property', 'og:description', page.description));
  parts.push(meta('property', 'og:url', page.canonical));
  parts.push(meta('property', 'og:image', page.image));
  parts.push(
    meta(
      'name',
      'twitter:card',
      page.image ? 'summary_large_image' : 'summary',
    ),
  );
  parts.push(meta('name', 'twitter:title', page.title));
  parts.push(meta('name', 'twitter:description', page.description));
  parts.push(meta('name', 'twitter:image', page.image));
  if (page.font) {
    const { preloads, css } = fontHead(page.font);
    for (const href of preloads)
      parts.push(
        `<link rel="preload" href="${e(href)}" as="font" type="font/woff2" crossorigin/>`,
      );
    parts.push(
      `<style id="wl-hosted-font" data-family="${e(page.font.family)}" data-stack="${e(fontStack(page.font))}" nonce="${e(nonce)}">${css}</style>`,
    );
  }
  const lookup = fontLookupUrl(page);
  if (lookup) {
    // A named family the platform does not host comes from the font lookup: its stylesheet leaves
    // with the document instead of after the shell's scripts (which apply it, same address, from
    // this download), and both hosts are connected early. The stylesheet says font-display: swap.
    parts.push(
      `<link rel="preconnect" href="${FONT_STYLESHEET_ORIGIN}"/>`,
      `<link rel="preconnect" href="${FONT_FILE_ORIGIN}" crossorigin/>`,
      `<link rel="preload" href="${e(lookup)}" as="style"/>`,
    );
  }
  // The store's document is every page's; the others (a service) belong to this page only.
  for (const [i, doc] of page.structured.entries())
    parts.push(
      `<script type="application/ld+json"${i > 0 ? ' data-page' : ''} nonce="${e(nonce)}">${JSON.stringify(doc).replace(/</g, '\\u003c')}</script>`,
    );
  return parts.filter(Boolean).join('');
}

/** The build's page with the described head: its title replaced, favicon and language set. */
export function withHead(html, page, nonce) {
  let out = html.replace(/<title>[^<]*<\/title>/, () => headHtml(page, nonce));
  out = out.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${escapeHtml(page.lang)}"`,
  );
  if (page.favicon && /^(https?:|data:image\/|\/)/i.test(page.favicon))
    out = out.replace(
      /(<link id="wl-favicon" rel="icon" href=")[^"]*"/,
      (_, start) => `${start}${escapeHtml(page.favicon)}"`,
    );
  return out;
}
