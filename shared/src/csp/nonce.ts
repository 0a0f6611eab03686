/** The name of the `<meta>` whose `nonce` attribute carries the page's CSP nonce (index.html). */
export const CSP_NONCE_META = 'csp-nonce';

// A served page carries base64 (tools/serve/csp.mjs); an unserved template still holds its
// placeholder, which is not base64, so a dev server page reads as "no nonce".
const NONCE = /^[A-Za-z0-9+/]{22,}={0,2}$/;

// The few DOM members used here, typed structurally: the api imports shared/csp (storeScriptUrl)
// and compiles without the DOM library.
interface NonceElement {
  nonce?: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  ownerDocument: NonceDocument | null;
}
interface NonceDocument {
  querySelector(selector: string): NonceElement | null;
}

const pageDocument = (): NonceDocument | undefined =>
  (globalThis as { document?: NonceDocument }).document;

/**
 * The CSP nonce of this page, or undefined when the page was served without one (webpack dev
 * server, tests). Browsers hide a nonce from `getAttribute` once the policy applies, so it is read
 * from the element's `nonce` property first.
 */
export function cspNonce(
  doc: NonceDocument | undefined = pageDocument(),
): string | undefined {
  const meta = doc?.querySelector(`meta[name="${CSP_NONCE_META}"]`);
  const value = meta?.nonce || meta?.getAttribute('nonce') || '';
  return NONCE.test(value) ? value : undefined;
}

/** Gives an element the page's nonce (a no-op on a page served without one). */
export function withNonce<T extends NonceElement>(
  el: T,
  doc: NonceDocument | undefined = el.ownerDocument ?? undefined,
): T {
  const nonce = cspNonce(doc);
  // The attribute (not only the property), so that a tag loader reading `[nonce]` finds it.
  if (nonce) el.setAttribute('nonce', nonce);
  return el;
}
