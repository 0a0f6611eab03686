import { i18n } from 'shared/i18n';
import '../layout/CustomerMessages';
import type { HostKind } from 'shared/tenant';
import { declaredText } from '../pages/access';
import type { MountedPages } from '../pages/hostPages';
import { findPage } from '../pages/match';

// A page that renders no h1 (or not yet) is named by its remote's declaration (its title, ADR
// 0030); any other path after its first word-like segment ('/portal/spare-parts/12' → 'Spare
// Parts').

const ignored = new Set(['portal', 'service', 'services']);

const titleCase = (segment: string) =>
  segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The route's default page name in the page's language, used when its page renders no `h1`. */
export function defaultPageName(
  pathname: string,
  lang: string = i18n.language,
  mounted: readonly MountedPages[] = [],
  kind: HostKind = 'storefront',
): string {
  const t = i18n.getFixedT(lang, 'shell');
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const { base, pages } of mounted) {
    const title = findPage(pages, base, path, kind)?.title;
    if (title) return declaredText(pages.namespace, title, lang);
  }
  const segments = path.split('/').filter(Boolean);
  // A path's own words have no translation: they read as written (the page's h1 replaces them).
  const word = segments.find(
    (s) => !ignored.has(s) && /^[a-z][a-z_-]*$/i.test(s),
  );
  return word ? titleCase(word) : t('pages.page');
}

/** The document title of a page: 'Ring Sizing · Acme Jewelers'. */
export function pageTitle(pageName: string, siteName: string): string {
  return pageName && pageName !== siteName
    ? `${pageName} · ${siteName}`
    : siteName;
}
