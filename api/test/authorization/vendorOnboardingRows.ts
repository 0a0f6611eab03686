import { everyone, get, send, type Expect, type Row } from './expect';

// A new vendor's sign-up and registration steps. The public sign-up sends input that is
// refused (nothing mailed or created) and a link that does not exist; the steps are the vendor
// owner's: Fixit is set up already, so its owner reads the state and a step answers 409.

/** The vendor owner only: staff and everyone else 403, anonymous 401. */
const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});

/** This area's rows of the authorization matrix. */
export const VENDOR_ONBOARDING_ROWS: Record<string, Row> = {
  'POST /api/v1/vendor-signup': {
    request: () =>
      send('POST', '/vendor-signup', {
        vendor_name: 'M',
        first_name: 'Matrix',
        last_name: 'Row',
        email: 'not-an-email',
        password: 'short',
      }),
    expect: everyone(400),
  },
  'POST /api/v1/vendor-signup/confirm': {
    request: () =>
      send('POST', '/vendor-signup/confirm', { token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  'GET /api/v1/vendor-plans': {
    request: () => get('/vendor-plans'),
    expect: everyone(200),
  },
  'GET /api/v1/vendor/onboarding': {
    request: () => get('/vendor/onboarding'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/onboarding/plan': {
    request: () => send('PUT', '/vendor/onboarding/plan', { plan_id: 1 }),
    expect: vendorOwnerOnly(409),
  },
  'POST /api/v1/vendor/onboarding/subscription': {
    request: () =>
      send('POST', '/vendor/onboarding/subscription', {
        card: {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
          name: 'Matrix Row',
        },
      }),
    expect: vendorOwnerOnly(409),
  },
  'PUT /api/v1/vendor/onboarding/address': {
    request: () =>
      send('PUT', '/vendor/onboarding/address', {
        name: 'Bench',
        address_line1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      }),
    expect: vendorOwnerOnly(409),
  },
  'PUT /api/v1/vendor/onboarding/bank': {
    request: () =>
      send('PUT', '/vendor/onboarding/bank', {
        account_holder: 'Felix Fixit',
        kind: 'us',
        routing_number: '110000000',
        account_number: '000123456789',
      }),
    expect: vendorOwnerOnly(409),
  },
};
