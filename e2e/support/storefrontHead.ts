import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, PORTS } from './env';

// A store's host as a crawler or a link previewer sees it: requests to 127.0.0.1 with the store's
// Host (Node does not resolve *.localhost), and the head's facts read from the markup.

/** A GET of `path` on the store `host`'s storefront, without following redirects. */
export async function fetchFrom(
  request: APIRequestContext,
  host: string,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await request.get(`http://127.0.0.1:${PORTS.SHELL_PORT}${path}`, {
    headers: { host: `${host}.localhost:${PORTS.SHELL_PORT}`, ...headers },
    maxRedirects: 0,
  });
  return {
    status: res.status(),
    headers: res.headers(),
    body: await res.text(),
  };
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head's facts, read from the markup as a crawler reads it. */
export function headOf(html: string) {
  const meta = (attr: string, key: string) => {
    const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
    return m ? decode(m[1] ?? '') : null;
  };
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogImage: meta('property', 'og:image'),
    ogTitle: meta('property', 'og:title'),
    jsonLd: [
      ...html.matchAll(
        /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>),
  };
}

/** Acme's first active service. */
export async function firstService(request: APIRequestContext) {
  const res = await request.get(
    `${API_ORIGIN}/api/v1/stores/1/portal-services?is_customer_side=true&is_partial=true`,
  );
  const { results } = (await res.json()) as {
    results: { id: number; name: string; description: string; price: string }[];
  };
  const first = results[0];
  if (!first) throw new Error('Acme has no active service');
  return first;
}
