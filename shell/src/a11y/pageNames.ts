import { i18n } from 'shared/i18n';
import '../layout/CustomerMessages';

// Names ('shell' catalogue keys under `pages.`) of the routes whose page may render no h1 (or
// before it does); any other path is named after its first word-like segment
// ('/portal/sales-orders/12' → 'Sales Orders').
const NAMES: Record<string, string> = {
  '/': 'services',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/login': 'logIn',
  '/portal/login': 'logIn',
  '/portal/location': 'locations',
  '/myaccount': 'myAccount',
  '/order-tracking': 'orderTracking',
  '/thankyou': 'thankYou',
  '/thank-you': 'thankYou',
};

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
): string {
  const t = i18n.getFixedT(lang, 'shell');
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return t('pages.services');
  for (let n = segments.length; n > 0; n -= 1) {
    const key = NAMES[`/${segments.slice(0, n).join('/')}`];
    if (key) return t(`pages.${key}`);
  }
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
