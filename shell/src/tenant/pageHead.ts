// The head the server wrote for the first page (tools/serve/storefrontHead.mjs), kept right while
// the browser app navigates: the canonical address and the cards' address follow the path at
// once, their titles follow the document title, and the page's own description, pictures, robots
// rule and structured data come from the shell's server (`/page-head.json`), which describes the
// page from the same api answer it writes a first page's head from.

/** What the server says about a page's head (tools/serve/storefrontRoutes.mjs `pageHeadJson`). */
export interface PageHead {
  description: string | null;
  image: string | null;
  robots: string | null;
  structured: unknown[];
}

/** Where the shell's server answers a page's head as JSON. */
export const PAGE_HEAD_PATH = '/page-head.json';

const LD = 'script[type="application/ld+json"]';
const DESCRIPTIONS: [string, string][] = [
  ['name', 'description'],
  ['property', 'og:description'],
  ['name', 'twitter:description'],
];
const IMAGES: [string, string][] = [
  ['property', 'og:image'],
  ['name', 'twitter:image'],
];

function setContent(doc: Document, selector: string, value: string): void {
  doc
    .querySelectorAll<HTMLMetaElement>(selector)
    .forEach((el) => el.setAttribute('content', value));
}

const metaOf = (doc: Document, attr: string, key: string) =>
  doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);

/** Sets one meta tag's content, adding the tag when missing and removing it for no value. */
function setMeta(
  doc: Document,
  attr: string,
  key: string,
  value: string | null,
): void {
  const existing = metaOf(doc, attr, key);
  if (value === null) {
    existing?.remove();
    return;
  }
  const el = existing ?? doc.createElement('meta');
  el.setAttribute(attr, key);
  el.setAttribute('content', value);
  if (!existing) doc.head.append(el);
}

/** The head the server wrote for the first page, read back from the document. */
function readHead(doc: Document): PageHead {
  const content = (attr: string, key: string) =>
    metaOf(doc, attr, key)?.getAttribute('content') ?? null;
  return {
    description: content('name', 'description'),
    image: content('property', 'og:image'),
    robots: content('name', 'robots'),
    structured: [...doc.querySelectorAll(LD)].map(
      (el) => JSON.parse(el.textContent || 'null') as unknown,
    ),
  };
}

/** Writes a page's description, pictures, robots rule and structured data into the head. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  for (const [attr, key] of DESCRIPTIONS)
    setMeta(doc, attr, key, head.description);
  for (const [attr, key] of IMAGES) setMeta(doc, attr, key, head.image);
  setMeta(
    doc,
    'name',
    'twitter:card',
    head.image ? 'summary_large_image' : 'summary',
  );
  setMeta(doc, 'name', 'robots', head.robots);
  const old = [...doc.querySelectorAll<HTMLScriptElement>(LD)];
  const nonce = old[0]?.nonce ?? '';
  old.forEach((el) => el.remove());
  head.structured.forEach((data, i) => {
    const el = doc.createElement('script');
    el.type = 'application/ld+json';
    if (nonce) el.nonce = nonce;
    // The store's document is every page's; the others belong to this page only.
    if (i > 0) el.setAttribute('data-page', '');
    el.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    doc.head.append(el);
  });
}

async function fetchPageHead(path: string): Promise<PageHead | null> {
  try {
    const res = await fetch(
      `${PAGE_HEAD_PATH}?path=${encodeURIComponent(path)}`,
      { headers: { accept: 'application/json' } },
    );
    return res.ok ? ((await res.json()) as PageHead) : null;
  } catch {
    return null; // offline: the head keeps what it has until the next page
  }
}

let heads = new Map<string, Promise<PageHead | null>>();
let currentPath: string | null = null;

/**
 * Updates the server-written head for the page at `pathname` titled `title` (no-op without one).
 * Resolves once the page's own head is written (or could not be had).
 */
export function syncPageHead(
  pathname: string,
  title: string,
  doc: Document = document,
): Promise<void> {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return Promise.resolve();
  if (currentPath === null) {
    // The first page's head is the server's own: no request, and it comes back with its page.
    const first = new URL(canonical.href).pathname.replace(/\/+$/, '') || '/';
    heads.set(first, Promise.resolve(readHead(doc)));
    currentPath = first;
  }
  const path = pathname.replace(/\/+$/, '') || '/';
  const href = new URL(path, canonical.href).href;
  canonical.href = href;
  setContent(doc, 'meta[property="og:url"]', href);
  setContent(
    doc,
    'meta[property="og:title"], meta[name="twitter:title"]',
    title,
  );
  if (path === currentPath && heads.has(path)) return Promise.resolve();
  currentPath = path;
  let pending = heads.get(path);
  if (!pending) {
    pending = fetchPageHead(path);
    heads.set(path, pending);
  }
  return pending.then((head) => {
    if (!head)
      heads.delete(path); // asked again next time
    else if (currentPath === path) applyPageHead(head, doc);
  });
}

/** Forgets the first page and the heads already asked for (tests). */
export function resetPageHead(): void {
  currentPath = null;
  heads = new Map();
}
