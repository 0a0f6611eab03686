import {
  colorVariables,
  fontFamilyFor,
  OWN_FONT_FAMILY,
  type StoreSettings,
  type WhiteLabelSettings,
} from 'shared/tenant';

const THEME_CSS = `
body { background: var(--wl-background); color: var(--wl-font); font-family: var(--wl-font-family, inherit); }
.ant-btn-primary:not(:disabled):hover, .ant-btn-color-primary.ant-btn-variant-solid:not(:disabled):hover {
  background: var(--wl-button-hover) !important; color: var(--wl-button-hover-font) !important;
}`;

function upsert<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  id: string,
  parent: HTMLElement = doc.head,
) {
  let el = doc.getElementById(id) as HTMLElementTagNameMap[K] | null;
  if (!el) {
    el = doc.createElement(tag);
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

/** Loads the store's font: a named family via the font lookup, or its own uploaded files (font-display: swap). */
export function applyFont(
  wl: WhiteLabelSettings | null | undefined,
  doc: Document = document,
): void {
  const family = fontFamilyFor(wl);
  if (!wl || !family) return;
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

/** Injects a store's script snippet (a URL, raw JavaScript, or HTML with <script> tags) once per key. */
export function injectScript(
  key: string,
  content: string | null | undefined,
  doc: Document = document,
): void {
  const text = content?.trim();
  if (!text || doc.querySelector(`[data-wl-script="${key}"]`)) return;
  const mark = (el: Element) => {
    el.setAttribute('data-wl-script', key);
    return el;
  };
  if (/^https?:\/\/\S+$/i.test(text)) {
    const s = doc.createElement('script');
    s.src = text;
    s.async = true;
    doc.head.appendChild(mark(s));
    return;
  }
  if (!text.startsWith('<')) {
    const s = doc.createElement('script');
    s.text = text;
    doc.head.appendChild(mark(s));
    return;
  }
  const tpl = doc.createElement('template');
  tpl.innerHTML = text;
  for (const node of Array.from(tpl.content.children)) {
    if (node.tagName === 'SCRIPT') {
      // Scripts parsed through innerHTML never run: recreate them.
      const s = doc.createElement('script');
      for (const attr of Array.from(node.attributes))
        s.setAttribute(attr.name, attr.value);
      s.text = node.textContent ?? '';
      doc.head.appendChild(mark(s));
    } else {
      doc.body.appendChild(mark(node));
    }
  }
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
