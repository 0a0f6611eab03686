// Names of the routes whose page may render no h1 (or before it does); any other path is named
// after its first word-like segment ('/portal/sales-orders/12' → 'Sales Orders').
const NAMES: Record<string, string> = {
  '/': 'Services',
  '/cart': 'Cart',
  '/checkout': 'Checkout',
  '/login': 'Log in',
  '/portal/login': 'Log in',
  '/portal/location': 'Locations',
  '/myaccount': 'My Account',
  '/order-tracking': 'Order tracking',
  '/thankyou': 'Thank you',
  '/thank-you': 'Thank you',
};

const ignored = new Set(['portal', 'service', 'services']);

const titleCase = (segment: string) =>
  segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The route's default page name, used when its page renders no `h1`. */
export function defaultPageName(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return NAMES['/'] ?? 'Home';
  for (let n = segments.length; n > 0; n -= 1) {
    const name = NAMES[`/${segments.slice(0, n).join('/')}`];
    if (name) return name;
  }
  const word = segments.find(
    (s) => !ignored.has(s) && /^[a-z][a-z_-]*$/i.test(s),
  );
  return word ? titleCase(word) : 'Page';
}

/** The document title of a page: 'Ring Sizing · Acme Jewelers'. */
export function pageTitle(pageName: string, siteName: string): string {
  return pageName && pageName !== siteName
    ? `${pageName} · ${siteName}`
    : siteName;
}
