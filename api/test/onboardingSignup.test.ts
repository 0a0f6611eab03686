import { createTestApi, type Json, type TestApi } from './helpers';

// The onboarding's public parts (plans, the sign-up's refusals) and who may onboard.

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
const storeCount = async () =>
  (
    await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stores')
  )[0]!.n;

describe('plans', () => {
  it('lists the plans of the migration to anyone, cheapest first', async () => {
    const { status, body } = await call('GET', '/onboarding/plans');
    expect(status).toBe(200);
    expect(body.map((plan: Json) => plan.name)).toEqual([
      'Starter',
      'Growth',
      'Scale',
    ]);
    expect(body[0]).toEqual({
      id: 1,
      name: 'Starter',
      monthly_price: '29.00',
      locations_included: 1,
      price_per_extra_location: '19.00',
    });
  });
});

describe('sign-up', () => {
  it.each([
    [
      { subdomain: 'app' },
      'subdomain',
      'This address is reserved. Please choose another one.',
    ],
    [
      { subdomain: 'vendor-live-test' },
      'subdomain',
      'This address is reserved. Please choose another one.',
    ],
    [
      { subdomain: 'acme' },
      'subdomain',
      'This address is already taken. Please choose another one.',
    ],
    [
      { subdomain: 'Bad_Host!' },
      'subdomain',
      'Use 3 to 30 lower-case letters, digits and hyphens, starting and ending with a letter or digit.',
    ],
    [
      { password: 'short' },
      'password',
      'Use at least 8 characters with a letter and a digit.',
    ],
    [
      { email: 'owner@acme.test' },
      'email',
      'An account with this email already exists.',
    ],
    [
      { first_name: 'N0ra' },
      'first_name',
      'Please enter 2 to 30 letters and spaces only',
    ],
    [{ store_name: ' ' }, 'store_name', 'This field is required.'],
  ])(
    'refuses %j with the field message and creates nothing',
    async (change, field, message) => {
      const before = await storeCount();
      const { status, body } = await call('POST', '/onboarding/signup', {
        ...SIGNUP,
        ...change,
      });
      expect(status).toBe(400);
      expect(body.errors[field]).toBe(message);
      expect(await storeCount()).toBe(before);
    },
  );
});

describe('who onboards', () => {
  it('refuses staff and the super admin (403) and a complete store (409)', async () => {
    const staff = await api.login('staff@acme.test');
    expect(
      (await call('GET', '/onboarding', undefined, staff.access)).status,
    ).toBe(403);
    const admin = await api.login('admin@platform.test');
    expect(
      (
        await call(
          'PUT',
          '/onboarding/shipping',
          { use_platform_shipping: true },
          admin.access,
        )
      ).status,
    ).toBe(403);
    const owner = await api.login('owner@acme.test');
    expect(
      (
        await call(
          'PUT',
          '/onboarding/shipping',
          { use_platform_shipping: true },
          owner.access,
        )
      ).status,
    ).toBe(409);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 with Retry-After after 5 sign-ups from one address in an hour', async () => {
    const limited = await createTestApi({ rateLimitScale: 1 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/onboarding/signup',
          payload: { ...SIGNUP, subdomain: 'app' },
        });
      for (let i = 0; i < 5; i += 1)
        expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

describe('the new store host', () => {
  it('is made under the configured store domain', async () => {
    const hosted = await createTestApi({
      publicUrl: { scheme: 'https', storeDomain: 'shops.example' },
    });
    try {
      const signup = await hosted.app.inject({
        method: 'POST',
        url: '/api/v1/onboarding/signup',
        payload: { ...SIGNUP, subdomain: 'far-gems', email: 'far@gems.test' },
      });
      expect(signup.statusCode).toBe(201);
      const [store] = await hosted.db.query<{ url: string }>(
        "SELECT url FROM stores WHERE name = 'Bright Gems'",
      );
      expect(store?.url).toBe('far-gems.shops.example');
    } finally {
      await hosted.close();
    }
  });
});
