import { call } from './api';

// A complete store of a test's own, onboarded through the api (the onboarding steps, in order) on the
// Starter plan with one extra location, its plan paid with `card`, then two locations in use. Tests
// that change a store's plan, card or locations use one, so Acme's data, which other tests read,
// is never touched.

export interface StoreCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface OnboardedStoreInput {
  /** unique per run (e.g. Date.now().toString(36)) */
  stamp: string;
  /** the subdomain's and email's first word, e.g. 'bills' */
  prefix: string;
  storeName: string;
  firstName: string;
  lastName: string;
  password: string;
  card: StoreCard;
}

/** Makes the store; answers its owner's email and password. */
export async function onboardedStore({
  stamp,
  prefix,
  storeName,
  firstName,
  lastName,
  password,
  card,
}: OnboardedStoreInput): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${stamp}@${prefix}.test`;
  const name = `${storeName} ${stamp}`;
  const holder = `${firstName} ${lastName}`;
  const { access: token } = await call<{ access: string }>(
    'POST',
    '/onboarding/signup',
    undefined,
    {
      store_name: name,
      subdomain: `${prefix}-${stamp}`,
      first_name: firstName,
      last_name: lastName,
      email,
      password,
    },
  );
  const address = {
    name: 'Main shop',
    address_line1: '1 Market St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '217 555 0100',
  };
  const steps: [string, string, object][] = [
    [
      'PUT',
      '/onboarding/store',
      { name, website_url: null, button_color: '#1d616b' },
    ],
    ['PUT', '/onboarding/starter-services', { keys: ['ring-resizing'] }],
    ['PUT', '/onboarding/address', address],
    ['PUT', '/onboarding/shipping', { use_platform_shipping: true }],
    [
      'PUT',
      '/onboarding/shipping-detail',
      { shipping_account_type: 2, is_fixed_shipping: false },
    ],
    ['PUT', '/onboarding/plan', { plan_id: 1, extra_locations: 1 }],
    ['POST', '/onboarding/plan/payment', { card }],
    [
      'POST',
      '/onboarding/payouts',
      {
        account_holder: holder,
        routing_number: '110000000',
        account_number: '000123456789',
      },
    ],
    ['POST', '/onboarding/complete', {}],
    ['POST', '/locations', { ...address, name: 'Kiosk', zip: '62704' }],
  ];
  for (const [method, path, body] of steps)
    await call(method, path, token, body);
  return { email, password };
}
