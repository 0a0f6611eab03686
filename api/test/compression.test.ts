import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApi, type TestApi } from './helpers';

// The api's JSON answers are compressed when the browser accepts it, and revalidated by ETag (ADR
// 0025).

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const LIST =
  '/api/v1/stores/1/portal-services?is_customer_side=true&is_partial=true';

const get = (url: string, acceptEncoding?: string) =>
  api.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

test('a large answer travels brotli-compressed (else gzip) and reads the same', async () => {
  const plain = await get(LIST);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  const br = await get(LIST, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
    plain.json(),
  );

  const gz = await get(LIST, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(
    plain.json(),
  );
});

test('a small answer and an error are sent as they are', async () => {
  const health = await get('/api/v1/health', 'br');
  expect(health.statusCode).toBe(200);
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.json()).toEqual({ status: 'ok', database: 'ok' });

  const bad = await get('/api/v1/remote-registry?manifests=nope', 'br');
  expect(bad.statusCode).toBe(400);
  expect(bad.headers['content-encoding']).toBeUndefined();
  expect(bad.json()).toMatchObject({
    errors: { manifests: expect.any(String) },
  });
});

test('an answer carries a weak ETag; asking again with it gets 304 and no body, another answer another tag', async () => {
  const first = await get(LIST, 'br');
  const tag = first.headers.etag;
  expect(tag).toMatch(/^W\/"/);
  const again = await api.app.inject({
    method: 'GET',
    url: LIST,
    headers: { 'accept-encoding': 'br', 'if-none-match': String(tag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  const other = await get(`${LIST}&search=ring`, 'br');
  expect(other.statusCode).toBe(200);
  expect(other.headers.etag).not.toBe(tag);
});
