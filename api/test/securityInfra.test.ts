import { signJwt } from '../src/auth/jwt';
import {
  createTestApi,
  TEST_CONFIG,
  TEST_DEV_KEY,
  type TestApi,
} from './helpers';

// Written as the attacks they prevent: forged tokens, the open dev doors, a foreign
// origin reading the api, input that used to answer 500, and the api's own headers.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const now = () => Math.floor(Date.now() / 1000);

describe('forged access tokens', () => {
  const me = (token: string) =>
    api.request({ method: 'GET', url: '/api/v1/auth/me', token });

  it('a super-admin token signed with the secret the source used to ship is refused', async () => {
    const live = decode((await api.login('owner@acme.test')).access);
    const forged = signJwt(
      { ...live, sub: '1', role_id: 5, store_id: null },
      'dev-only-insecure-jwt-secret-change-me',
    );
    const res = await me(forged);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it("a token naming another user's live login (sid of sub 2, sub 1) is refused", async () => {
    const owner = decode((await api.login('owner@acme.test')).access);
    const admin = await api.login('admin@platform.test');
    expect((await me(admin.access)).status).toBe(200);
    // Signed with the real secret (an insider's bug, a leaked token): sid must belong to sub.
    const mixed = signJwt(
      { ...owner, sub: String(decode(admin.access).sub), exp: now() + 600 },
      TEST_CONFIG.jwtSecret,
    );
    expect((await me(mixed)).status).toBe(401);
  });
});

describe('the /dev/* routes', () => {
  const outbox = (
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mail-outbox?to=jane@example.test',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answer a caller on this machine talking to the api directly', async () => {
    expect((await outbox()).statusCode).toBe(200);
  });

  it.each([
    ['a web page of another origin', { origin: 'http://evil.test' }],
    ['a same-site browser fetch', { 'sec-fetch-site': 'same-origin' }],
    ['a caller behind the shell proxy', { 'x-forwarded-for': '127.0.0.1' }],
    ['a proxied host', { 'x-forwarded-host': 'acme.localhost:3000' }],
  ])('are 404 to %s', async (_who, headers) => {
    const res = await outbox(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are 404 to a caller from another machine', async () => {
    expect((await outbox({}, '10.1.2.3')).statusCode).toBe(404);
  });

  it("open to the install's dev key, even through a proxy, and not to a wrong key", async () => {
    const proxied = {
      'x-forwarded-for': '127.0.0.1',
      origin: 'http://acme.localhost:3000',
    };
    expect(
      (await outbox({ ...proxied, 'x-dev-key': TEST_DEV_KEY })).statusCode,
    ).toBe(200);
    expect(
      (await outbox({ ...proxied, 'x-dev-key': 'x'.repeat(40) })).statusCode,
    ).toBe(404);
  });

  it('do not exist in production, whoever asks', async () => {
    const production = await createTestApi({
      dev: { routes: false, key: TEST_DEV_KEY },
    });
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/dev/mail-outbox'],
        ['POST', '/api/v1/dev/notifications'],
        ['POST', '/api/v1/dev/push/outage'],
        ['POST', '/api/v1/dev/bulk-orders'],
        ['POST', '/api/v1/dev/estimates/1/lapse'],
        ['GET', '/api/v1/docs'],
      ] as const) {
        const res = await production.app.inject({
          method,
          url,
          headers: { 'x-dev-key': TEST_DEV_KEY },
          payload: method === 'POST' ? {} : undefined,
        });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
    } finally {
      await production.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('gives a foreign web page nothing to read', async () => {
    const res = await preflight('http://evil.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await api.app.inject({
      method: 'GET',
      url: '/api/v1/white-label-settings?store_url=acme.localhost',
      headers: { origin: 'https://acme.localhost.evil.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows the platform's own hosts", async () => {
    const res = await preflight('http://acme.localhost:3000');
    expect(res.headers['access-control-allow-origin']).toBe(
      'http://acme.localhost:3000',
    );
  });
});

describe('input that used to answer 500', () => {
  it.each([
    '/api/v1/orders/by-token/ab%00c',
    '/api/v1/white-label-settings?store_url=acme%00',
    '/api/v1/remote-registry?host=a%00',
    '/api/v1/order-tracking?order_no=100000%00&store_id=1',
    '/api/v1/store-settings?store_url=%E0%A4%A',
    '/api/v1/white-label-settings?store_url=%ED%A0%80',
  ])('GET %s answers 400 in the error shape', async (url) => {
    const res = await api.request({ method: 'GET', url });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      errors: expect.any(Object),
    });
  });

  const post = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('a 5,000-deep array of answers is refused with 400, and no cart is made', async () => {
    const before = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM carts',
    );
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const res = await post(`{"store_id":1,"service_id":1,"answers":${deep}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const after = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM carts',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each([
    [
      'a __proto__ key (prototype poisoning)',
      '{"store_id":1,"__proto__":{"isAdmin":true}}',
    ],
    [
      'constructor.prototype',
      '{"store_id":1,"constructor":{"prototype":{"x":1}}}',
    ],
    ['a NUL character', '{"store_id":1,"notes":"a\\u0000b"}'],
    ['a lone surrogate', '{"store_id":1,"notes":"\\ud800"}'],
    ['a number beyond any range', '{"store_id":1e400}'],
  ])('%s is refused with 400', async (_what, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      errors: expect.any(Object),
    });
  });
});

describe("the api's own headers", () => {
  it('no sniffing, no referrer, no framing, nothing runnable', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when the request came over TLS through a trusted proxy', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain(
      'max-age=31536000',
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists the routes with their schemas', async () => {
    const res = await api.request({
      method: 'GET',
      url: '/api/v1/openapi.json',
    });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/portal/login',
        '/api/v1/sales-orders/{id}',
      ]),
    );
    expect(
      res.body.paths['/api/v1/auth/portal/login'].post.requestBody,
    ).toBeDefined();
  });
});
