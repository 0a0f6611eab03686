import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  UPLOAD_OWNER_MESSAGES,
  UPLOAD_QUOTA_BYTES,
} from '../src/areas/checkout/uploads';
import { MAX_UPLOAD_BYTES } from '../src/areas/checkout/uploadImages';
import { guestCart } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';
import {
  PNG,
  pngOf,
  stored,
  upload as send,
  uploadForm,
  type UploadFile,
} from './uploadFixtures';

// Uploads needed no login and had no quota, so anyone could fill the disk (or host files on
// the platform's domain). Now an upload needs a cart, a customer or a portal/vendor user, and each
// cart (or user) may upload UPLOAD_QUOTA_BYTES a day.

const dir = mkdtempSync(join(tmpdir(), 'uploads-owner-test-'));
let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi({ uploadsDir: dir });
  for (const email of ['owner@acme.test', 'owner@globex.test'])
    tokens[email] = (await api.login(email)).access;
  tokens.vendor = (await api.login('owner@fixit.test', 'vendor')).access;
  tokens.jane = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const image = { body: PNG, type: 'image/png' };
const upload = (
  fields: Record<string, string>,
  token?: string,
  file: UploadFile | null = image,
) => send(api, uploadForm(file, { store_id: '1', ...fields }), token);
const NEEDS_OWNER = {
  status: 401,
  body: {
    code: 'not_authenticated',
    message: UPLOAD_OWNER_MESSAGES.owner,
    errors: {},
  },
};

describe('who may upload', () => {
  it('a stranger with no cart and no login is refused with 401, and nothing is stored', async () => {
    const before = await stored(api);
    expect(await upload({})).toEqual(NEEDS_OWNER);
    expect(await upload({ new_cart: 'false' })).toEqual(NEEDS_OWNER);
    // Even a broken form answers 401 first: a stranger learns nothing about it.
    expect(await upload({ store_id: 'x' }, undefined, null)).toEqual(
      NEEDS_OWNER,
    );
    expect(await stored(api)).toEqual(before);
  });

  it('a forged or expired token is refused with 401', async () => {
    const res = await upload({}, 'not-a-token');
    expect(res.status).toBe(401);
  });

  it("a stranger cannot borrow an unknown cart, another store's cart or a customer's cart: 404", async () => {
    const globexCart = await guestCart(api, 2);
    await upload({}, tokens.jane); // Jane's own cart now exists
    const [janeCart] = await api.db.query<{ id: string }>(
      'SELECT id FROM carts WHERE customer_id = 1',
    );
    const before = await stored(api);
    for (const cartId of ['x'.repeat(32), globexCart, janeCart!.id]) {
      const res = await upload({ cart_id: cartId });
      expect(res).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Cart not found.', errors: {} },
      });
    }
    expect((await upload({ cart_id: 'short' })).body.errors).toEqual({
      cart_id: 'Enter a valid value.',
    });
    expect(await stored(api)).toEqual(before);
  });

  it('a guest uploads for their cart; a guest with no cart yet gets a new empty cart of the store', async () => {
    const cartId = await guestCart(api);
    const mine = await upload({ cart_id: cartId });
    expect(mine.status).toBe(201);
    expect(mine.body.cart_id).toBe(cartId);

    const fresh = await upload({ new_cart: 'true' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.cart_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fresh.body.cart_id).not.toBe(cartId);
    const cart = await api.request({
      method: 'GET',
      url: `/api/v1/carts?store_id=1&cart_id=${fresh.body.cart_id}`,
    });
    expect(cart.status).toBe(200);
    expect(cart.body.data).toMatchObject({
      cart_id: fresh.body.cart_id,
      items: [],
    });
    const [row] = await api.db.query(
      'SELECT store_id, cart_id, user_id, size FROM uploads WHERE cart_id = $1',
      [fresh.body.cart_id],
    );
    expect(row).toEqual({
      store_id: 1,
      cart_id: fresh.body.cart_id,
      user_id: null,
      size: PNG.length,
    });
  });

  it("a customer's upload counts against their own cart; a customer of another store is refused", async () => {
    const res = await upload({ cart_id: await guestCart(api) }, tokens.jane);
    expect(res.status).toBe(201);
    const [cart] = await api.db.query<{ id: string }>(
      'SELECT id FROM carts WHERE customer_id = 1',
    );
    expect(res.body.cart_id).toBe(cart!.id);
    const other = await upload({ store_id: '2' }, tokens.jane);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(UPLOAD_OWNER_MESSAGES.customer);
  });

  it("portal users upload for their own store, vendor users too; another store's owner is refused", async () => {
    const owner = await upload({}, tokens['owner@acme.test']);
    expect(owner.status).toBe(201);
    expect(owner.body).toEqual({ url: expect.any(String) });
    expect((await upload({}, tokens.vendor)).status).toBe(201);
    const before = await stored(api);
    expect((await upload({}, tokens['owner@globex.test'])).status).toBe(403);
    expect(await stored(api)).toEqual(before);
  });

  it('a vendor user uploads its own services’ pictures naming no store; everyone else must name one', async () => {
    const noStore = (token?: string, fields: Record<string, string> = {}) =>
      send(api, uploadForm(image, fields), token);
    const vendor = await noStore(tokens.vendor);
    expect(vendor.status).toBe(201);
    const [row] = await api.db.query(
      'SELECT store_id, cart_id, user_id FROM uploads WHERE name = $1',
      [vendor.body.url.split('/').pop()],
    );
    expect(row).toEqual({ store_id: null, cart_id: null, user_id: 5 });
    const before = await stored(api);
    for (const [token, fields] of [
      [tokens['owner@acme.test'], {}],
      [tokens.jane, {}],
      [undefined, { new_cart: 'true' }],
    ] as const) {
      const res = await noStore(token, fields);
      expect([res.status, res.body.errors]).toEqual([
        400,
        { store_id: UPLOAD_OWNER_MESSAGES.storeId },
      ]);
    }
    expect(await stored(api)).toEqual(before);
  });
});

describe('the quota', () => {
  const fill = (
    owner: { cart_id?: string; user_id?: number },
    size: number,
    hoursAgo = 0,
  ) =>
    api.db.query(
      `INSERT INTO uploads (name, store_id, cart_id, user_id, size, created_on)
       VALUES (md5(random()::text) || '.png', 1, $1, $2, $3, now() - make_interval(hours => $4))`,
      [owner.cart_id ?? null, owner.user_id ?? null, size, hoursAgo],
    );

  it('a cart that has uploaded 50 MB today is refused with 413, and nothing is stored', async () => {
    const cartId = await guestCart(api);
    await fill({ cart_id: cartId }, UPLOAD_QUOTA_BYTES - 2 * PNG.length);
    expect((await upload({ cart_id: cartId })).status).toBe(201);
    expect((await upload({ cart_id: cartId })).status).toBe(201); // exactly at the quota
    const before = await stored(api);
    expect(await upload({ cart_id: cartId })).toEqual({
      status: 413,
      body: {
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: UPLOAD_OWNER_MESSAGES.quota,
        errors: { file: UPLOAD_OWNER_MESSAGES.quota },
      },
    });
    expect(await stored(api)).toEqual(before);
    // Another cart has a quota of its own.
    expect((await upload({ cart_id: await guestCart(api) })).status).toBe(201);
  });

  it('1 MB images for one cart (the largest allowed): the one that would pass 50 MB is refused', async () => {
    const cartId = await guestCart(api);
    const big = { body: pngOf(MAX_UPLOAD_BYTES), type: 'image/png' };
    // Two more fit; a third would pass the quota by half an image.
    await fill(
      { cart_id: cartId },
      UPLOAD_QUOTA_BYTES - 2 * MAX_UPLOAD_BYTES - MAX_UPLOAD_BYTES / 2,
    );
    for (let i = 0; i < 2; i += 1)
      expect((await upload({ cart_id: cartId }, undefined, big)).status).toBe(
        201,
      );
    const before = await stored(api);
    const res = await upload({ cart_id: cartId }, undefined, big);
    expect(res.status).toBe(413);
    expect(await stored(api)).toEqual(before);
  });

  it('uploads of more than a day ago no longer count', async () => {
    const cartId = await guestCart(api);
    await fill({ cart_id: cartId }, UPLOAD_QUOTA_BYTES, 25);
    expect((await upload({ cart_id: cartId })).status).toBe(201);
  });

  it('a portal user has a daily quota too', async () => {
    await fill({ user_id: 4 }, UPLOAD_QUOTA_BYTES);
    const res = await upload({ store_id: '2' }, tokens['owner@globex.test']);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
  });
});
