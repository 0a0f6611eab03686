import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from '../src/areas/checkout/uploadImages';
import { guestCart } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';
import {
  GIF,
  PNG,
  pngOf,
  stored,
  upload as send,
  uploadForm,
  type UploadFile,
} from './uploadFixtures';

// POST /uploads (multipart `file` + `store_id`, and the guest's `cart_id`) → 201 { url, cart_id };
// GET /api/v1/uploads/{name} serves it. Who may upload and the quota: uploadsOwner.test.ts.

const dir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
let api: TestApi;
let cartId: string;
beforeAll(async () => {
  api = await createTestApi({ uploadsDir: dir });
  cartId = await guestCart(api);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const form = (file: UploadFile | null, storeId: string | null = '1') =>
  uploadForm(file, {
    ...(storeId !== null ? { store_id: storeId } : {}),
    cart_id: cartId,
  });
const upload = (data: FormData) => send(api, data);

it('stores an image under a random name and serves it back with its type, cached for good', async () => {
  const res = await upload(form({ body: PNG, type: 'image/png' }));
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    url: expect.stringMatching(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/),
    cart_id: cartId,
  });
  const served = await api.app.inject({ method: 'GET', url: res.body.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(served.rawPayload.equals(PNG)).toBe(true);

  const second = await upload(form({ body: GIF, type: 'image/gif' }));
  expect(second.body.url).toMatch(/\.gif$/);
  expect(second.body.url).not.toBe(res.body.url);
  const gif = await api.app.inject({ method: 'GET', url: second.body.url });
  expect(gif.headers['content-type']).toBe('image/gif');
});

it('accepts an image of exactly the limit and refuses one byte more with 413', async () => {
  const atLimit = pngOf(MAX_UPLOAD_BYTES);
  expect(
    (await upload(form({ body: atLimit, type: 'image/png' }))).status,
  ).toBe(201);
  const before = await stored(api);
  const res = await upload(
    form({
      body: Buffer.concat([atLimit, Buffer.alloc(1)]),
      type: 'image/png',
    }),
  );
  expect(res.status).toBe(413);
  expect(res.body).toEqual({
    code: 'PAYLOAD_TOO_LARGE',
    message: UPLOAD_MESSAGES.tooLarge,
    errors: { file: UPLOAD_MESSAGES.tooLarge },
  });
  expect(await stored(api)).toEqual(before);
});

it.each([
  [
    'a text file',
    { body: Buffer.from('hello'), type: 'text/plain', name: 'a.txt' },
  ],
  [
    'an svg',
    { body: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'a.svg' },
  ],
  [
    'a png type that is not a png',
    { body: Buffer.from('not really a png image'), type: 'image/png' },
  ],
])('refuses %s with 400 and stores nothing', async (_name, file) => {
  const before = await stored(api);
  const res = await upload(form(file));
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.errors).toEqual({ file: UPLOAD_MESSAGES.type });
  expect(await stored(api)).toEqual(before);
});

it('needs a file and a valid active store', async () => {
  expect((await upload(form(null))).body.errors).toEqual({
    file: UPLOAD_MESSAGES.missing,
  });
  expect(
    (await upload(form({ body: PNG, type: 'image/png' }, 'acme'))).body.errors,
  ).toEqual({ store_id: expect.any(String) });
  expect(
    (await upload(form({ body: PNG, type: 'image/png' }, '3'))).status,
  ).toBe(403);
  expect(
    (await upload(form({ body: PNG, type: 'image/png' }, '999'))).status,
  ).toBe(404);
});

it('answers 404 for unknown or malformed names', async () => {
  for (const name of [
    '0123456789abcdef0123456789abcdef.png',
    '..%2Fsecret.png',
    'x.svg',
  ]) {
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/v1/uploads/${name}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  }
});

it('keeps the same image once however often it is uploaded, each upload served under its own name', async () => {
  const image = pngOf(2048);
  const before = await stored(api);
  const first = await upload(form({ body: image, type: 'image/png' }));
  const again = await upload(form({ body: image, type: 'image/png' }));
  expect(again.body.url).not.toBe(first.body.url);
  expect(await stored(api)).toEqual({
    rows: before.rows + 2,
    blobs: before.blobs + 1,
  });
  for (const { body } of [first, again]) {
    const served = await api.app.inject({ method: 'GET', url: body.url });
    expect(served.rawPayload.equals(image)).toBe(true);
  }
});

it('still serves an image stored as a file before uploads moved into the database', async () => {
  const name = `${'ab'.repeat(16)}.png`;
  writeFileSync(join(dir, name), PNG);
  await api.db.query(
    'INSERT INTO uploads (name, store_id, cart_id, size) VALUES ($1, 1, $2, $3)',
    [name, cartId, PNG.length],
  );
  const served = await api.app.inject({
    method: 'GET',
    url: `/api/v1/uploads/${name}`,
  });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(PNG)).toBe(true);
});
