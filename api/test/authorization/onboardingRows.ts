import { everyone, get, send, signedIn, type Expect, type Row } from './expect';

// A new store from sign-up to selling: onboarding, plans, payments set-up.
// The sign-up row sends a reserved host, so nothing is created. The steps belong to the owner of a
// store that is not yet complete: the matrix's owners run complete stores, so they get 409 (nothing
// changes); everyone else signed in 403.

/** A store owner's onboarding step: complete stores 409, other signed-in callers 403. */
const ownerStep = (): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: 409,
  otherStoreOwner: 409,
});

const steps: Record<string, [string, object]> = {
  'PUT /onboarding/store': [
    '/onboarding/store',
    { name: 'Acme', website_url: null, button_color: '#123456' },
  ],
  'PUT /onboarding/starter-services': [
    '/onboarding/starter-services',
    { keys: ['engraving'] },
  ],
  'PUT /onboarding/address': [
    '/onboarding/address',
    {
      name: 'Shop',
      address_line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: null,
    },
  ],
  'PUT /onboarding/shipping': [
    '/onboarding/shipping',
    { use_platform_shipping: true },
  ],
  'PUT /onboarding/shipping-detail': [
    '/onboarding/shipping-detail',
    { shipping_account_type: 1, is_fixed_shipping: false },
  ],
  'PUT /onboarding/plan': [
    '/onboarding/plan',
    { plan_id: 1, extra_locations: 0 },
  ],
  'POST /onboarding/plan/payment': [
    '/onboarding/plan/payment',
    {
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
        name: 'Matrix',
      },
    },
  ],
  'POST /onboarding/payouts': [
    '/onboarding/payouts',
    {
      account_holder: 'Matrix Owner',
      routing_number: '110000000',
      account_number: '000123456789',
    },
  ],
  'POST /onboarding/complete': ['/onboarding/complete', {}],
  // Stripe Connect: the matrix's api has no Stripe key, so an owner gets 409 NOT_CONFIGURED too.
  'POST /onboarding/payouts/stripe-link': [
    '/onboarding/payouts/stripe-link',
    {},
  ],
  'POST /onboarding/payouts/stripe-return': [
    '/onboarding/payouts/stripe-return',
    {},
  ],
};

const CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Matrix',
};

/** This area's rows of the authorization matrix. */
export const ONBOARDING_ROWS: Record<string, Row> = {
  'GET /api/v1/onboarding/plans': {
    request: () => get('/onboarding/plans'),
    expect: everyone(200),
  },
  'POST /api/v1/onboarding/signup': {
    request: () =>
      send('POST', '/onboarding/signup', {
        store_name: 'Matrix Store',
        subdomain: 'app',
        first_name: 'Matrix',
        last_name: 'Owner',
        email: 'matrix-signup@example.test',
        password: 'Matr1x-signup',
      }),
    expect: everyone(400),
  },
  'GET /api/v1/onboarding': {
    request: () => get('/onboarding'),
    expect: signedIn(403, { storeOwner: 200, otherStoreOwner: 200 }),
  },
  // The matrix's owners run stores without a plan (made before plans existed): 400, nothing paid.
  'POST /api/v1/onboarding/extra-locations': {
    request: () =>
      send('POST', '/onboarding/extra-locations', { count: 1, card: CARD }),
    expect: { all: 403, anonymous: 401, storeOwner: 400, otherStoreOwner: 400 },
  },
  ...Object.fromEntries(
    Object.entries(steps).map(([route, [url, payload]]) => {
      const method = route.split(' ')[0] as 'PUT' | 'POST';
      return [
        `${method} /api/v1${url}`,
        { request: () => send(method, url, payload), expect: ownerStep() },
      ];
    }),
  ),
};
