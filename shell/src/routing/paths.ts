// The shell's host rules (spec): where each host kind mounts its remotes, and the login paths.
// A remote's own pages (paths, public or not, menu, titles) are its declaration (ADR 0030).

export const STORE_PORTAL_BASE = '/portal';
export const SERVICE_BUILDER_BASE = '/portal/service-builder';
/** Where the vendor host mounts the service builder (its vendor pages are relative to it). */
export const VENDOR_SERVICE_BUILDER_BASE = '/portal';
export const STORE_PORTAL_LOGIN = '/portal/login';
export const VENDOR_LOGIN = '/login';

/** Pages where the customer header hides its Log in button. */
export const CUSTOMER_AUTH_PATHS = [
  '/login',
  '/create-account',
  '/forgot-password',
];

/** The storefront page where the customer header offers Track Order. */
export const TRACK_ORDER_PAGE = '/request-estimate';

/** The storefront home's search parameter, set by the header's services search. */
export const SERVICES_SEARCH_PARAM = 'search';
