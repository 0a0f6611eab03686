import {
  api,
  apiRequest,
  ApiError,
  configureApi,
  swrFetcher,
} from 'shared/api';
import {
  onSignOut,
  readSession,
  replaceSession,
  emptySession,
} from 'shared/session';
import { acmeStoreSettings, mockApi, sessionFor } from 'shared/testing';

const signIn = (
  access = 'old-access',
  refresh: string | null = 'old-refresh',
) =>
  replaceSession({
    ...emptySession(),
    ...sessionFor(4),
    access,
    refresh,
    storeSettings: acmeStoreSettings,
  });

afterEach(() => configureApi({ baseUrl: '', version: 'v1' }));

describe('requests', () => {
  test('JSON GET against <origin>/api/v1 with query, bearer token and 200 success', async () => {
    signIn();
    const m = mockApi({
      'GET /stores/1/portal-services': { status: 200, body: { results: [] } },
    });
    const data = await api.get('stores/1/portal-services', {
      query: { is_partial: true, search: undefined },
    });
    expect(data).toEqual({ results: [] });
    expect(m.calls[0]!.url).toBe(
      'http://localhost/api/v1/stores/1/portal-services?is_partial=true',
    );
    expect(m.calls[0]!.headers.authorization).toBe('Bearer old-access');
  });
  test('201 is success; JSON body encoded', async () => {
    const m = mockApi({
      'POST /store/services': { status: 201, body: { id: 9 } },
    });
    await expect(
      api.post('/store/services', { name: 'Resize' }),
    ).resolves.toEqual({ id: 9 });
    expect(m.calls[0]!.body).toEqual({ name: 'Resize' });
    expect(m.calls[0]!.headers['content-type']).toBe('application/json');
    expect(m.calls[0]!.headers.authorization).toBeUndefined();
  });
  test('multipart FormData is passed as is', async () => {
    const m = mockApi({
      'POST /service/4/import-sku': { status: 200, body: {} },
    });
    const form = new FormData();
    form.append('file', 'x');
    await api.post('service/4/import-sku', form);
    expect(m.calls[0]!.body).toBe(form);
    expect(m.calls[0]!.headers['content-type']).toBeUndefined();
    await apiRequest('POST', 'service/4/import-sku', { formData: form });
    expect(m.calls[1]!.body).toBe(form);
  });
  test('other 2xx codes are failures', async () => {
    mockApi({
      'DELETE /x/1': { status: 204 },
      'GET /y': { status: 202, body: { ok: true } },
    });
    await expect(api.delete('x/1')).rejects.toMatchObject({ status: 204 });
    await expect(api.get('y')).rejects.toBeInstanceOf(ApiError);
  });
  test('configurable base URL and version', async () => {
    configureApi({ version: 'v2' });
    const m = mockApi({ 'GET /health': { body: { status: 'ok' } } });
    await api.get('health');
    expect(m.calls[0]!.url).toBe('http://localhost/api/v2/health');
    configureApi({ baseUrl: 'https://api.example.com/api/v1/' });
    await api.get('health');
    expect(m.calls[1]!.url).toBe('https://api.example.com/api/v1/health');
  });
  test('swrFetcher takes [path, query?]', async () => {
    const m = mockApi({ 'GET /notifications/user': { body: { count: 0 } } });
    await expect(
      swrFetcher(['notifications/user', { page: 1, type: 'general' }]),
    ).resolves.toEqual({ count: 0 });
    await swrFetcher(['notifications/user']);
    expect(m.calls.map((c) => c.query)).toEqual([
      { page: '1', type: 'general' },
      {},
    ]);
  });
});

describe('error mapping', () => {
  test('400 carries code, message, fieldErrors and data', async () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      errors: { email: 'Required' },
    };
    mockApi({ 'POST /auth/portal/login': { status: 400, body } });
    const err = (await api
      .post('auth/portal/login', {})
      .catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fieldErrors: { email: 'Required' },
    });
    expect(err.data).toEqual(body);
  });
  test('500 without a JSON body still maps to ApiError', async () => {
    mockApi({ 'GET /stores': { status: 500, body: 'Internal Server Error' } });
    const err = (await api.get('stores').catch((e) => e)) as ApiError;
    expect(err).toMatchObject({
      status: 500,
      code: 'HTTP_500',
      fieldErrors: {},
    });
    expect(err.message).toBeTruthy();
  });
  test('network failure → status 400 with the message', async () => {
    mockApi({
      'GET /stores': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.get('stores')).rejects.toMatchObject({
      status: 400,
      message:
        'You appear to be offline, or the server did not answer. Please try again.',
      code: 'NETWORK_ERROR',
    });
  });
  test("'Load failed' is replaced by the browser message", async () => {
    mockApi({
      'GET /stores': () => Promise.reject(new TypeError('Load failed')),
    });
    await expect(api.get('stores')).rejects.toMatchObject({
      status: 400,
      message:
        'Currently facing issue with the browser, please try again or use other browser',
    });
  });
  test('login 401 INVALID_CREDENTIALS does not refresh or sign out', async () => {
    signIn();
    const m = mockApi({
      'POST /auth/portal/login': {
        status: 401,
        body: {
          code: 'INVALID_CREDENTIALS',
          message: 'Email or password is incorrect.',
          errors: {},
        },
      },
    });
    await expect(api.post('auth/portal/login', {})).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(0);
    expect(readSession().access).toBe('old-access');
  });
});

describe('token refresh', () => {
  const expired = {
    status: 401,
    body: {
      code: 'token_not_valid',
      message: 'Token is invalid or expired',
      errors: {},
    },
  };

  test('5 parallel 401s → exactly one refresh, then every request retries once and succeeds', async () => {
    signIn();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const m = mockApi({
      'GET /orders': (call) =>
        call.headers.authorization === 'Bearer new-access'
          ? { body: { ok: call.query.n } }
          : expired,
      'POST /token/refresh/': async (call) => {
        await gate;
        return call.body &&
          (call.body as { refresh: string }).refresh === 'old-refresh'
          ? { body: { access: 'new-access', refresh: 'new-refresh' } }
          : expired;
      },
    });
    const all = Promise.all(
      [1, 2, 3, 4, 5].map((n) => api.get('orders', { query: { n } })),
    );
    await new Promise((r) => setTimeout(r, 20));
    release();
    await expect(all).resolves.toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ ok: String(n) })),
    );
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(1);
    expect(m.callsTo('GET /orders')).toHaveLength(10);
    expect(readSession()).toMatchObject({
      access: 'new-access',
      refresh: 'new-refresh',
    });
  });

  test('a failed refresh signs out (keeping store settings) and tells listeners once', async () => {
    signIn();
    const listener = jest.fn();
    const off = onSignOut(listener);
    const m = mockApi({
      'GET /orders': expired,
      'POST /token/refresh/': expired,
    });
    const results = await Promise.allSettled([
      api.get('orders'),
      api.get('orders'),
      api.get('orders'),
    ]);
    off();
    expect(
      results.every(
        (r) => r.status === 'rejected' && (r.reason as ApiError).status === 401,
      ),
    ).toBe(true);
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(1);
    expect(readSession()).toMatchObject({
      access: null,
      refresh: null,
      role: null,
      storeSettings: acmeStoreSettings,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ reason: 'expired', roleId: 4 });
  });

  test('a retried request that fails again is not refreshed a second time', async () => {
    signIn();
    const m = mockApi({
      'GET /orders': expired,
      'POST /token/refresh/': {
        body: { access: 'new-access', refresh: 'new-refresh' },
      },
    });
    await expect(api.get('orders')).rejects.toMatchObject({ status: 401 });
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(1);
    expect(m.callsTo('GET /orders')).toHaveLength(2);
  });

  test('401 without a refresh token signs out', async () => {
    signIn('old-access', null);
    const listener = jest.fn();
    const off = onSignOut(listener);
    const m = mockApi({ 'GET /orders': expired });
    await expect(api.get('orders')).rejects.toMatchObject({
      status: 401,
      code: 'token_not_valid',
    });
    off();
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readSession().access).toBeNull();
  });

  test('a network failure of the refresh call also signs out', async () => {
    signIn();
    mockApi({
      'GET /orders': expired,
      'POST /token/refresh/': () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.get('orders')).rejects.toMatchObject({ status: 401 });
    expect(readSession().access).toBeNull();
  });
});
