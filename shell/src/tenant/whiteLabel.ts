import { storeScriptUrl, withNonce } from 'shared/csp';
import {
  colorVariables,
  fontFamilyFor,
  OWN_FONT_FAMILY,
  type StoreSettings,
  type WhiteLabelSettings,
} from 'shared/tenant';

// Text uses the derived readable colours (--wl-text, --wl-on-button-hover: shared/tenant contrast),
// never the store's raw font colours, which may not read on its own background.
const THEME_CSS = `
body { background: var(--wl-background); color: var(--wl-text); font-family: var(--wl-font-family, inherit); }
.ant-btn-primary:not(:disabled):hover, .ant-btn-color-primary.ant-btn-variant-solid:not(:disabled):hover {
  background: var(--wl-button-hover) !important; color: var(--wl-on-button-hover) !important;
}
:focus-visible { outline-color: var(--wl-focus); }`;

function upsert<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  id: string,
  parent: HTMLElement = doc.head,
) {
  let el = doc.getElementById(id) as HTMLElementTagNameMap[K] | null;
  if (!el) {
    // The page's CSP allows <style> and <link rel="stylesheet"> only with its nonce.
    el = withNonce(doc.createElement(tag), doc);
    el.id = id;
    parent.appendChild(el);
  }
  return el;
}

/** Colours as CSS variables on <html> plus the few global rules antd tokens cannot express. */
export function applyColors(
  s: StoreSettings | null | undefined,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(colorVariables(s)))
    root.style.setProperty(name, value);
  upsert(doc, 'style', 'wl-theme').textContent = THEME_CSS;
}

/** Sets the favicon (one <link rel="icon">). */
export function applyFavicon(
  href: string | null | undefined,
  doc: Document = document,
): void {
  if (!href) return;
  const link = upsert(doc, 'link', 'wl-favicon');
  link.rel = 'icon';
  link.href = href;
}

/** Sets the document title. */
export function applyTitle(
  title: string | null | undefined,
  doc: Document = document,
): void {
  if (title) doc.title = title;
}

/** Google Fonts css2 URL for a family name (display=swap). */
export function fontLookupUrl(family: string, withWeights = true): string {
  const name = encodeURIComponent(family.trim()).replace(/%20/g, '+');
  return `https://fonts.googleapis.com/css2?family=${name}${withWeights ? ':wght@400;700' : ''}&display=swap`;
}

/**
 * Loads the store's font: a family the platform hosts is already in the page (its server wrote
 * it), another named family comes from the font lookup, its own files from their addresses
 * (font-display: swap).
 */
export function applyFont(
  wl: WhiteLabelSettings | null | undefined,
  doc: Document = document,
): void {
  const family = fontFamilyFor(wl);
  if (!wl || !family) return;
  // The server already wrote the faces of a family the platform hosts (tools/serve/fonts.mjs).
  const hosted = doc.getElementById('wl-hosted-font');
  if (
    !wl.is_own_font &&
    hosted?.dataset.stack &&
    hosted.dataset.family?.toLowerCase() === wl.font_style?.trim().toLowerCase()
  ) {
    doc.documentElement.style.setProperty(
      '--wl-font-family',
      hosted.dataset.stack,
    );
    return;
  }
  if (wl.is_own_font && wl.regular_font_family_url) {
    const face = (url: string | null, weight: number, style: string) =>
      url
        ? `@font-face { font-family: '${OWN_FONT_FAMILY}'; src: url('${encodeURI(url)}'); font-weight: ${weight}; font-style: ${style}; font-display: swap; }`
        : '';
    upsert(doc, 'style', 'wl-font-face').textContent = [
      face(wl.regular_font_family_url, 400, 'normal'),
      face(wl.bold_font_family_url, 700, 'normal'),
      face(wl.italic_font_family_url, 400, 'italic'),
    ].join('\n');
  } else if (wl.font_style) {
    const link = upsert(doc, 'link', 'wl-font');
    link.rel = 'stylesheet';
    // Not every family has a bold cut (the css2 API then answers 400): retry without weights, then give up quietly.
    link.onerror = () => {
      if (link.dataset.retried) return;
      link.dataset.retried = '1';
      link.href = fontLookupUrl(wl.font_style!, false);
    };
    link.href = fontLookupUrl(wl.font_style);
  }
  doc.documentElement.style.setProperty('--wl-font-family', family);
}

/**
 * Loads a store's script (ada, analytics, tag manager) once per key, from the http(s) address the
 * store configured: markup and inline code are never injected (the api already drops them; this
 * guards older data). The script gets the page's nonce, which a tag manager passes on to its tags.
 */
export function injectScript(
  key: string,
  content: string | null | undefined,
  doc: Document = document,
): void {
  if (!content?.trim() || doc.querySelector(`[data-wl-script="${key}"]`))
    return;
  const src = storeScriptUrl(content);
  if (!src) {
    console.warn(
      `Store script "${key}" ignored: it must be the http(s) URL of a script, not markup or code.`,
    );
    return;
  }
  const s = withNonce(doc.createElement('script'), doc);
  s.src = src;
  s.async = true;
  s.setAttribute('data-wl-script', key);
  doc.head.appendChild(s);
}

/** Everything the white-label settings change in the document. */
export function applyWhiteLabel(
  {
    whiteLabel,
    storeSettings,
    title,
  }: {
    whiteLabel: WhiteLabelSettings | null;
    storeSettings: StoreSettings | null;
    title?: string | null;
  },
  doc: Document = document,
): void {
  applyColors(storeSettings, doc);
  applyFavicon(whiteLabel?.favicon || storeSettings?.favicon, doc);
  applyTitle(title ?? storeSettings?.store?.name, doc);
  applyFont(whiteLabel, doc);
  injectScript('ada', whiteLabel?.ada_script, doc);
  injectScript('analytics', whiteLabel?.google_analytics_script, doc);
  injectScript('tag-manager', whiteLabel?.google_tag_script, doc);
}
