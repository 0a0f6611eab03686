// Every rate limit of the api, in one table (docs/security.md lists the same). A limit counts requests
// per key within a window; past `max` the api answers 429 `{code, message, errors}` with
// Retry-After. `ip` keys on the caller's address (the first X-Forwarded-For hop of a trusted
// proxy); `ip+email` and `email` on the address and/or the lower-cased `email` of the body, so one
// account cannot be guessed at from many addresses nor many accounts from one; `user` on the
// signed-in user (routes that authenticate first: their 401 comes before the count). The limits
// are applied to the routes by ./rateLimitRegistration.ts.

export type LimitKey = 'ip' | 'ip+email' | 'email' | 'user';

export interface RateLimitRule {
  /** Requests allowed per window (before the config's scale). */
  max: number;
  /** Window, in the `ms` format (`'15 minutes'`). */
  window: string;
  key: LimitKey;
}

const MINUTE = '1 minute';
const QUARTER = '15 minutes';
const HOUR = '1 hour';

// The limits several routes share because they guard the same thing on each side (the store
// portal, the vendor portal, the storefront) or for each kind of estimate.

/** A sign-in: per address and email, so one account is not guessed at from many addresses. */
const SIGN_IN: RateLimitRule[] = [
  { max: 10, window: QUARTER, key: 'ip+email' },
  { max: 50, window: QUARTER, key: 'ip' },
];
/** Asking for a reset link mails whoever's address it names: few per email and per address. */
const FORGOT_PASSWORD: RateLimitRule[] = [
  { max: 3, window: HOUR, key: 'email' },
  { max: 10, window: HOUR, key: 'ip' },
];
/** A reset link is a key: slow down guessing it (reading it, then using it). */
const RESET_LINK_READ: RateLimitRule[] = [
  { max: 30, window: QUARTER, key: 'ip' },
];
const RESET_PASSWORD: RateLimitRule[] = [
  { max: 10, window: QUARTER, key: 'ip' },
];
/** An estimate's link is a key: slow down guessing it and answering with it. */
const ESTIMATE_LINK_READ: RateLimitRule[] = [
  { max: 60, window: QUARTER, key: 'ip' },
];
const ESTIMATE_LINK_ANSWER: RateLimitRule[] = [
  { max: 20, window: QUARTER, key: 'ip' },
];
const ESTIMATE_LINK_PDF: RateLimitRule[] = [
  { max: 30, window: QUARTER, key: 'ip' },
];
/** A spreadsheet reads up to 10,000 rows: heavy for the database, light to ask for. */
const SPREADSHEET: RateLimitRule[] = [
  { max: 20, window: QUARTER, key: 'user' },
];

/** Stricter limits on what strangers use to guess, spam or walk; `METHOD /path` as routed under /api/v1. */
export const RATE_LIMITS: Record<string, RateLimitRule[]> = {
  'POST /auth/portal/login': SIGN_IN,
  'POST /auth/vendor/login': SIGN_IN,
  'POST /auth/customer/login': SIGN_IN,
  'GET /estimates/by-token/:token/quote': ESTIMATE_LINK_READ,
  'POST /estimates/by-token/:token/answer': ESTIMATE_LINK_ANSWER,
  'GET /estimates/by-token/:token/estimate.pdf': ESTIMATE_LINK_PDF,
  'GET /vendor-estimates/by-token/:token': ESTIMATE_LINK_READ,
  'POST /vendor-estimates/by-token/:token/answer': ESTIMATE_LINK_ANSWER,
  'GET /vendor-estimates/by-token/:token/estimate.pdf': ESTIMATE_LINK_PDF,
  'POST /token/refresh/': [{ max: 60, window: QUARTER, key: 'ip' }],
  'POST /auth/customer/register': [{ max: 10, window: HOUR, key: 'ip' }],
  // A sign-up creates a store and its owner.
  'POST /onboarding/signup': [{ max: 5, window: HOUR, key: 'ip' }],
  // A vendor sign-up mails whoever's address it names: few per address and per email.
  'POST /vendor-signup': [
    { max: 3, window: HOUR, key: 'email' },
    { max: 5, window: HOUR, key: 'ip' },
  ],
  // Its link is a key: slow down guessing it.
  'POST /vendor-signup/confirm': [{ max: 10, window: QUARTER, key: 'ip' }],
  'POST /auth/customer/forgot-password': FORGOT_PASSWORD,
  'GET /auth/customer/reset-password/:key/:token': RESET_LINK_READ,
  'POST /auth/customer/reset-password': RESET_PASSWORD,
  'POST /auth/portal/forgot-password': FORGOT_PASSWORD,
  'GET /auth/portal/reset-password/:key/:token': RESET_LINK_READ,
  'POST /auth/portal/reset-password': RESET_PASSWORD,
  'POST /auth/vendor/forgot-password': FORGOT_PASSWORD,
  'GET /auth/vendor/reset-password/:key/:token': RESET_LINK_READ,
  'POST /auth/vendor/reset-password': RESET_PASSWORD,
  // An invitation link is a key: slow down guessing it and signing up with it.
  'GET /staff-signup/:store_id/:uuid': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /staff-signup': [{ max: 10, window: QUARTER, key: 'ip' }],
  'GET /auth/vendor/staff-signup/:vendor_id/:uuid': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/vendor/staff-signup/:vendor_id/:uuid': [
    { max: 10, window: QUARTER, key: 'ip' },
  ],
  // The current password is checked: a stolen session must not guess it quickly.
  'POST /portal/profile/password': [{ max: 10, window: QUARTER, key: 'user' }],
  'GET /order-tracking': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /uploads': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /payments': [{ max: 20, window: QUARTER, key: 'ip' }],
  'POST /orders': [{ max: 30, window: QUARTER, key: 'ip' }],
  // A guest may try codes at checkout: slow down guessing a store's discount codes.
  'POST /discounts/check': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /estimates': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /feedback/:token': [{ max: 10, window: QUARTER, key: 'ip' }],
  'GET /sales-orders/export.xlsx': SPREADSHEET,
  'GET /work-orders/export.xlsx': SPREADSHEET,
  'GET /vendor/work-orders/export.xlsx': SPREADSHEET,
  'GET /vendor/sales-orders/export.xlsx': SPREADSHEET,
  // An import parses a spreadsheet of up to 2 MB and writes every row in one transaction.
  'POST /vendor/sales-orders/import': [
    { max: 20, window: QUARTER, key: 'user' },
  ],
  // A store's invitation of a vendor: its link is a key, slow down guessing it.
  'GET /store-invitations/:uid': [{ max: 30, window: QUARTER, key: 'ip' }],
  // Signing up through it makes a vendor and its owner.
  'POST /store-invitations/:uid/signup': [
    { max: 10, window: QUARTER, key: 'ip' },
  ],
  // A remote team publishes with a release key: slow down guessing it.
  'POST /releases/:remote/versions': [{ max: 20, window: QUARTER, key: 'ip' }],
};

/**
 * Every other route: per caller a minute's allowance, generous enough for a busy portal page
 * (the bell scrolling through 200 pages) and low enough that a script cannot hammer the api.
 * A caller with a bearer token is counted by token, a stranger by address.
 */
export const DEFAULT_LIMIT = {
  anonymous: 300,
  authenticated: 1200,
  window: MINUTE,
};
