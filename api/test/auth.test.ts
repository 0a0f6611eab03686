import { signJwt } from '../src/auth/jwt';
import { type Json, TEST_CONFIG, type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const countRefreshTokens = async () =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens',
    )
  )[0]!.n;

describe('login', () => {
  it.each([
    ['portal', 'admin@platform.test', 5, null],
    ['portal', 'owner@acme.test', 4, 1],
    ['portal', 'staff@acme.test', 3, 1],
    ['portal', 'owner@globex.test', 4, 2],
  ] as const)('%s login of %s', async (kind, email, roleId, storeId) => {
    const body = await api.login(email, kind);
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect((body.role as Json).role_id).toBe(roleId);
    expect((body.store as Json)?.id ?? null).toBe(storeId);
    expect(body.customer).toBeNull();
    expect((body.user as Json).email).toBe(email);
  });

  it('gives store staff their location permissions and the owner global ones', async () => {
    const staff = (await api.login('staff@acme.test')) as Json;
    expect(staff.role.stores_permissions.global_permissions).toEqual([]);
    expect(
      staff.role.stores_permissions.locations_permissions.map(
        (l: Json) => l.location_id,
      ),
    ).toEqual([1]);
    const owner = (await api.login('owner@acme.test')) as Json;
    expect(owner.role.stores_permissions.global_permissions).toHaveLength(16);
    expect(owner.access_modules).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(owner.store).toMatchObject({
      id: 1,
      name: 'Acme Jewelers',
      url: 'acme.localhost',
      settings: expect.any(Object),
    });
  });

  it.each([
    ['owner@fixit.test', 7],
    ['staff@fixit.test', 8],
  ])('vendor login of %s puts the role in user.role', async (email, roleId) => {
    const body = (await api.login(email, 'vendor')) as Json;
    expect(body.role).toBeNull();
    expect(body.user.role.role_id).toBe(roleId);
    expect(body.user.vendor).toEqual({ id: 1, name: 'Fixit Workshop' });
    expect(body.registration_steps).toEqual({
      subscription: true,
      address: true,
      bank_account: true,
    });
  });

  it('customer login of jane@example.test for store 1', async () => {
    const body = (await api.login('jane@example.test', 'customer', {
      store_id: 1,
    })) as Json;
    expect(body.role.role_id).toBe(1);
    expect(body.customer).toEqual({ id: 1 });
    expect(body.store.id).toBe(1);
  });

  it.each([
    ['portal', { email: 'owner@acme.test', password: 'wrong' }],
    ['portal', { email: 'nobody@acme.test', password: 'Passw0rd!' }],
    ['portal', { email: 'jane@example.test', password: 'Passw0rd!' }],
    ['vendor', { email: 'owner@acme.test', password: 'Passw0rd!' }],
    [
      'customer',
      { email: 'jane@example.test', password: 'Passw0rd!', store_id: 2 },
    ],
  ])('%s login with %j → 401 INVALID_CREDENTIALS', async (kind, payload) => {
    const before = await countRefreshTokens();
    const res = await api.request({
      method: 'POST',
      url: `/api/v1/auth/${kind}/login`,
      payload,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is incorrect.',
      errors: {},
    });
    expect(await countRefreshTokens()).toBe(before);
  });

  it('a missing password → 400 with field errors and nothing stored', async () => {
    const before = await countRefreshTokens();
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/portal/login',
      payload: { email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual({
      password: 'This field is required.',
      email: 'Enter a valid email address.',
    });
    expect(typeof res.body.message).toBe('string');
    expect(await countRefreshTokens()).toBe(before);
  });

  it('no body at all → 400 with both fields required', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/portal/login',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
  });

  it('a body that is not JSON → 400 VALIDATION_ERROR without a stack trace', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/portal/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      errors: { non_field_errors: 'The request body is not valid JSON.' },
    });
  });
});

describe('access tokens', () => {
  it('auth/me answers the session without tokens', async () => {
    const { access } = await api.login('owner@acme.test');
    const res = await api.request({
      method: 'GET',
      url: '/api/v1/auth/me',
      token: access,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('owner@acme.test');
    expect(res.body.store.id).toBe(1);
    expect(res.body.access).toBeUndefined();
  });

  it('no token → 401 not_authenticated', async () => {
    const res = await api.request({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });

  it('garbage, forged and expired tokens → 401 token_not_valid', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '2',
      role_id: 4,
      store_id: 1,
      vendor_id: null,
      customer_id: null,
      jti: 'x',
      token_type: 'access',
    };
    const { access } = await api.login('owner@acme.test');
    const sid = JSON.parse(
      Buffer.from(access.split('.')[1]!, 'base64url').toString(),
    ).sid;
    const expired = signJwt(
      { ...claims, sid, iat: now - 1000, exp: now - 10 },
      TEST_CONFIG.jwtSecret,
    );
    const forged = signJwt(
      { ...claims, sid, iat: now, exp: now + 900 },
      'another-secret',
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${access.split('.')[1]}.`;
    for (const token of ['garbage', expired, forged, none, `${access}x`]) {
      const res = await api.request({
        method: 'GET',
        url: '/api/v1/auth/me',
        token,
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    }
  });

  it('answers 401 before validating the input', async () => {
    const res = await api.request({
      method: 'GET',
      url: '/api/v1/notifications/user?page=0',
      token: 'garbage',
    });
    expect(res.status).toBe(401);
  });
});
