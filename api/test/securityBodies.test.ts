import { createTestApi, type TestApi } from './helpers';

// Every body type the api parses goes through the same checks as JSON: a NUL byte, a control
// character where text is expected, a broken multipart form or an unknown type answers 400 (415
// for an unknown type) in the error shape, and nothing is written.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
});
afterAll(() => api.close());

const count = async (table: string) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  )[0]!.n;

const ERROR_SHAPE = {
  code: expect.any(String),
  message: expect.any(String),
  errors: expect.any(Object),
};

const register = (contentType: string, payload: string | Buffer) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/auth/customer/register',
    headers: { 'content-type': contentType },
    payload,
  });

const form = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

const customer = {
  store_id: '1',
  first_name: 'Nul',
  last_name: 'Byte',
  email: 'nul.byte@example.test',
  password: 'Secret-pass-123',
};

describe('form-encoded bodies', () => {
  it.each([
    ['a NUL byte', { first_name: 'Nu\u0000l' }],
    ['a NUL byte in a key', { 'first_name\u0000': 'x' }],
    ['a lone surrogate', { last_name: 'a%ED%A0%80b' }],
  ])('%s is 400 and registers no one', async (_what, change) => {
    const users = await count('users');
    const res = await register(
      'application/x-www-form-urlencoded',
      form({ ...customer, ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...ERROR_SHAPE, code: 'VALIDATION_ERROR' });
    expect(await count('users')).toBe(users);
  });

  it('a NUL byte or a control character in a form-encoded note is 400 and adds no note', async () => {
    const events = await count('record_events');
    for (const body of ['a\u0000b', 'a\u0007b']) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/v1/sales-orders/1/notes',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${owner}`,
        },
        payload: form({ body }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ...ERROR_SHAPE, code: 'VALIDATION_ERROR' });
    }
    expect(await count('record_events')).toBe(events);
  });

  it('a clean form still works', async () => {
    const res = await register(
      'application/x-www-form-urlencoded',
      form({ ...customer, store_id: '1' }),
    );
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('other body types', () => {
  it('text/plain with a NUL byte is 400', async () => {
    const res = await register('text/plain', 'a\u0000b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR_SHAPE);
  });

  it('an unknown content type is 415 in the error shape', async () => {
    const res = await register('application/xml', '<a/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(ERROR_SHAPE);
  });

  it('a JSON body under a JSON-ish type with a NUL byte is 400', async () => {
    const res = await register(
      'application/json; charset=utf-8',
      JSON.stringify({ ...customer, first_name: 'a\u0000' }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('multipart bodies', () => {
  const boundary = 'x-boundary-123';
  const upload = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${owner}`,
      },
      payload,
    });

  it('a truncated upload is 400 and stores nothing', async () => {
    const uploads = await count('uploads');
    const res = await upload(
      `--${boundary}\r\nContent-Disposition: form-data; name="store_id"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...ERROR_SHAPE, code: 'VALIDATION_ERROR' });
    expect(await count('uploads')).toBe(uploads);
  });

  it('a text field with a NUL byte is 400', async () => {
    const res = await upload(
      `--${boundary}\r\nContent-Disposition: form-data; name="store_id"\r\n\r\n1\u0000\r\n--${boundary}--\r\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...ERROR_SHAPE, code: 'VALIDATION_ERROR' });
  });

  it('a multipart body on a JSON route is 415, not 500', async () => {
    const res = await register(
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(ERROR_SHAPE);
  });
});

describe('numbers in the address', () => {
  it.each([
    '/api/v1/service-categories/store/1e400',
    '/api/v1/vendor/billing/invoices/1e400/invoice.pdf',
  ])('%s (Infinity after coercion) is 400, not 500', async (url) => {
    const res = await api.app.inject({
      url,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a page size of 1e400 is 400, not 500', async () => {
    const res = await api.app.inject({
      url: '/api/v1/portal/vendor-invoices?page_size=1e400',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...ERROR_SHAPE, code: 'VALIDATION_ERROR' });
  });
});
