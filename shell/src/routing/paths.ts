/** Store-portal paths that need no login (rendered by the store portal remote in the plain layout). */
export const STORE_PORTAL_PUBLIC_PATHS = [
  '/portal/login',
  '/portal/forgot-password',
  '/portal/reset-password/:key/:token',
  '/portal/check-inbox',
  '/portal/payment',
];

/** Store-portal access, onboarding and other public paths outside /portal (store portal remote, basePath ''). */
export const STORE_PORTAL_ROOT_PUBLIC_PATHS = [
  '/authenticate/:id',
  '/onboarding/welcome',
  '/onboarding/store',
  '/store-welcome',
  '/store-address',
  '/connect-shipping',
  '/store-shipping-detail',
  '/select-plan',
  '/confirm-plan',
  '/store-confirmplan',
  '/connect-stripe',
  '/complete-setup',
  '/failed-stripe-onboarding',
  '/addbillitems',
  '/pay-per-location',
  '/staff-signup/:vendor_id/:uuid',
  '/plan/middle-page',
  '/store-billing-middle-page',
  '/middle-page',
  '/shopify-auth',
];

export const STORE_PORTAL_BASE = '/portal';
export const SERVICE_BUILDER_BASE = '/portal/service-builder';
/** Where the vendor host mounts the service builder (its routes: services, services/:id, new-service). */
export const VENDOR_SERVICE_BUILDER_BASE = '/portal';
/** The vendor owner's services pages (spec section 2), the service builder's on the vendor host. */
export const VENDOR_SERVICE_PATHS = [
  '/portal/services/*',
  '/portal/new-service',
];
export const STORE_PORTAL_LOGIN = '/portal/login';
export const VENDOR_LOGIN = '/login';

/** Pages where the customer header hides its Log in button. */
export const CUSTOMER_AUTH_PATHS = [
  '/login',
  '/create-account',
  '/forgot-password',
];

/** The storefront page where the customer header offers Track Order (spec section 2). */
export const TRACK_ORDER_PAGE = '/request-estimate';

/** The storefront home's search parameter, set by the header's services search. */
export const SERVICES_SEARCH_PARAM = 'search';
