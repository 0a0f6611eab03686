// The head the server wrote for the first page (tools/serve/storefrontHead.mjs), kept right while
// the browser app navigates: the canonical address and the cards' address follow the path, their
// titles follow the document title, and a page other than the first describes itself with the
// store's description (the server's `store-description`).

function setContent(doc: Document, selector: string, value: string): void {
  doc
    .querySelectorAll<HTMLMetaElement>(selector)
    .forEach((el) => el.setAttribute('content', value));
}

let firstPath: string | null = null;
/** The first page's own structured data (a service), out of the head while another page shows. */
let pageData: Element[] = [];

/** Updates the server-written head for the page at `pathname` titled `title` (no-op without one). */
export function syncPageHead(
  pathname: string,
  title: string,
  doc: Document = document,
): void {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  firstPath ??= new URL(canonical.href).pathname;
  const path = pathname.replace(/\/+$/, '') || '/';
  const href = new URL(path, canonical.href).href;
  canonical.href = href;
  setContent(doc, 'meta[property="og:url"]', href);
  setContent(
    doc,
    'meta[property="og:title"], meta[name="twitter:title"]',
    title,
  );
  if (path === firstPath) {
    doc.head.append(...pageData);
    pageData = [];
    return;
  }
  const own = doc.querySelectorAll(
    'script[type="application/ld+json"][data-page]',
  );
  own.forEach((el) => el.remove());
  pageData.push(...own);
  const store = doc
    .querySelector('meta[name="store-description"]')
    ?.getAttribute('content');
  if (store)
    setContent(
      doc,
      'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]',
      store,
    );
}

/** Forgets the first page (tests). */
export function resetPageHead(): void {
  firstPath = null;
  pageData = [];
}
