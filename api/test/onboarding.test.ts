import { createTestApi, type Json, type TestApi } from './helpers';

// A new store from nothing to selling: the public sign-up, each onboarding step in the
// spec's order (resumable, refused out of order), the plan's payment and the payout account through
// the built-in test provider, and the storefront that answers on the store's own host at the end.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token?: string,
) => api.request({ method, url: `/api/v1${url}`, payload, token });

const SIGNUP = {
  store_name: 'Bright Gems',
  subdomain: 'bright-gems',
  first_name: 'Nora',
  last_name: 'Bright',
  email: 'nora@bright.test',
  password: 'Br1ght-gems',
};
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Nora Bright',
};
const ADDRESS = {
  name: 'Main shop',
  address_line1: '1 Market St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '217 555 0100',
};

describe('a new store from sign-up to selling', () => {
  let token: string;
  let storeId: number;

  it('signs up: the owner is logged in, the store is inactive until the set-up is complete', async () => {
    const { status, body } = await call('POST', '/onboarding/signup', SIGNUP);
    expect(status).toBe(201);
    expect(body.access).toEqual(expect.any(String));
    expect(body.role.role_id).toBe(4);
    expect(body.store).toMatchObject({
      name: 'Bright Gems',
      url: 'bright-gems.localhost',
      is_onboarding_complete: false,
    });
    token = body.access;
    storeId = body.store.id;
    const settings = await call(
      'GET',
      '/white-label-settings?store_url=bright-gems.localhost',
    );
    expect(settings.status).toBe(403);
    const again = await call('POST', '/onboarding/signup', {
      ...SIGNUP,
      email: 'other@bright.test',
    });
    expect(again.body.errors.subdomain).toBe(
      'This address is already taken. Please choose another one.',
    );
  });

  it('starts at /onboarding/store and refuses a later step before the earlier ones', async () => {
    const state = await call('GET', '/onboarding', undefined, token);
    expect(state.body).toMatchObject({
      step: 'store',
      next_path: '/onboarding/store',
    });
    const early = await call('PUT', '/onboarding/address', ADDRESS, token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Please finish the earlier steps first.');
    const login = await call('POST', '/auth/portal/login', {
      email: SIGNUP.email,
      password: SIGNUP.password,
    });
    expect(login.body.store.is_onboarding_complete).toBe(false);
  });

  it('walks every step in order, keeping bad input out', async () => {
    const badStore = await call(
      'PUT',
      '/onboarding/store',
      { name: 'Bright Gems', website_url: 'ftp://x', button_color: 'red' },
      token,
    );
    expect(badStore.status).toBe(400);
    expect(badStore.body.errors).toEqual({
      website_url: 'URL must be http or https.',
      button_color: 'Please enter a colour as #rrggbb.',
    });
    let state = await call(
      'PUT',
      '/onboarding/store',
      {
        name: 'Bright Gems Repair',
        website_url: 'https://bright.example',
        button_color: '#7A1F5C',
      },
      token,
    );
    expect(state.body.next_path).toBe('/store-welcome');
    expect(state.body.store.button_color).toBe('#7a1f5c');

    const noServices = await call(
      'PUT',
      '/onboarding/starter-services',
      { keys: ['unknown'] },
      token,
    );
    expect(noServices.body.errors.keys).toBe(
      'Please choose at least one service.',
    );
    state = await call(
      'PUT',
      '/onboarding/starter-services',
      { keys: ['ring-resizing', 'engraving'] },
      token,
    );
    expect(state.body.next_path).toBe('/store-address');

    const badZip = await call(
      'PUT',
      '/onboarding/address',
      { ...ADDRESS, zip: '!' },
      token,
    );
    expect(badZip.body.errors.zip).toBe('Please enter a valid ZIP code.');
    state = await call('PUT', '/onboarding/address', ADDRESS, token);
    expect(state.body.address).toEqual(ADDRESS);
    state = await call(
      'PUT',
      '/onboarding/shipping',
      { use_platform_shipping: true },
      token,
    );
    expect(state.body.next_path).toBe('/store-shipping-detail');
    state = await call(
      'PUT',
      '/onboarding/shipping-detail',
      { shipping_account_type: 2, is_fixed_shipping: false },
      token,
    );
    expect(state.body.next_path).toBe('/select-plan');

    const noPlan = await call(
      'PUT',
      '/onboarding/plan',
      { plan_id: 99, extra_locations: 0 },
      token,
    );
    expect(noPlan.body.errors.plan_id).toBe('Please choose a plan.');
    state = await call(
      'PUT',
      '/onboarding/plan',
      { plan_id: 2, extra_locations: 2 },
      token,
    );
    expect(state.body).toMatchObject({
      next_path: '/confirm-plan',
      monthly_total: '109.00',
    });
  });

  it('charges the plan through the test processor: a declined card changes nothing', async () => {
    const declined = await call(
      'POST',
      '/onboarding/plan/payment',
      { card: { ...CARD, number: '4000 0000 0000 0002' } },
      token,
    );
    expect(declined.status).toBe(400);
    expect(declined.body.errors['card.number']).toBe('Your card was declined.');
    expect(
      (await call('GET', '/onboarding', undefined, token)).body.plan_paid,
    ).toBeNull();
    const paid = await call(
      'POST',
      '/onboarding/plan/payment',
      { card: CARD },
      token,
    );
    expect(paid.body).toMatchObject({
      next_path: '/connect-stripe',
      plan_paid: { brand: 'visa', last4: '4242' },
    });
  });

  it('sends a refused payout account to the failure answer, then connects a good one', async () => {
    const account = {
      account_holder: 'Nora Bright',
      routing_number: '110000000',
    };
    const failed = await call(
      'POST',
      '/onboarding/payouts',
      { ...account, account_number: '000111111116' },
      token,
    );
    expect(failed.status).toBe(400);
    expect(failed.body.code).toBe('PAYOUTS.FAILED');
    const state = await call(
      'POST',
      '/onboarding/payouts',
      { ...account, account_number: '000123456789' },
      token,
    );
    expect(state.body).toMatchObject({
      next_path: '/complete-setup',
      payouts_last4: '6789',
    });
  });

  it('completes: the store is active, its storefront answers on its own host with its services', async () => {
    const early = await call(
      'POST',
      '/onboarding/extra-locations',
      { count: 1, card: CARD },
      token,
    );
    expect(early.status).toBe(409);
    const done = await call('POST', '/onboarding/complete', {}, token);
    expect(done.status).toBe(200);
    expect(done.body.store.is_onboarding_complete).toBe(true);
    const settings = await call(
      'GET',
      '/white-label-settings?store_url=bright-gems.localhost:3000',
    );
    expect(settings.status).toBe(200);
    const services = await call(
      'GET',
      `/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`,
    );
    expect(services.body.results.map((s: Json) => s.name)).toEqual([
      'Engraving',
      'Ring Resizing',
    ]);
    const again = await call(
      'PUT',
      '/onboarding/shipping',
      { use_platform_shipping: false },
      token,
    );
    expect(again.status).toBe(409);
    expect(
      (await call('GET', '/onboarding', undefined, token)).body,
    ).toMatchObject({
      is_onboarding_complete: true,
      next_path: '/portal/location',
    });
  });

  it('adds paid locations to the plan of the open store (/pay-per-location); a declined card changes nothing', async () => {
    const declined = await call(
      'POST',
      '/onboarding/extra-locations',
      { count: 2, card: { ...CARD, number: '4000 0000 0000 9995' } },
      token,
    );
    expect(declined.body.errors['card.number']).toBe(
      'Your card has insufficient funds.',
    );
    const added = await call(
      'POST',
      '/onboarding/extra-locations',
      { count: 2, card: CARD },
      token,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      extra_locations: 4,
      monthly_total: '139.00',
    });
  });
});
