import {
  counts,
  createFixture,
  otherCustomerToken,
  type CartFixture,
} from './cartFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
let fx: CartFixture;
let jane: string;
let max: string;
beforeAll(async () => {
  api = await createTestApi();
  fx = await createFixture(api);
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
  max = await otherCustomerToken(api);
});
afterAll(() => api.close());

const call = (method: string, url: string, payload?: unknown, token?: string) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    token,
  });
const add = (body: Json, token?: string) =>
  call('POST', '/add-to-carts', body, token);
const goldWithExtras = () => ({
  store_id: 1,
  service_id: fx.serviceId,
  quantity: 2,
  answers: { [fx.metal]: 1, [fx.extras]: [3, 4], [fx.note]: ' Hello ' },
});

it('guest: add → read by cart_id → change quantity → remove', async () => {
  const first = await add(goldWithExtras());
  expect(first.status).toBe(201);
  const cartId = first.body.data.cart_id;
  expect(cartId).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(first.body).toEqual({
    status: 201,
    data: {
      cart_id: cartId,
      item: {
        id: expect.any(Number),
        service: { id: fx.serviceId, name: 'Test Engraving', image: null },
        quantity: 2,
        answers: { [fx.metal]: 1, [fx.extras]: [3, 4], [fx.note]: 'Hello' },
        choices: [
          { label: 'd option', value: 'Gold' },
          { label: 'rb option', value: 'Polish, Box' },
          { label: 'st option', value: 'Hello' },
        ],
        unit_price: '56.25', // 40.00 + 10.00 + 5.00 + 1.25
        line_total: '112.50',
      },
    },
  });
  const second = await add({
    store_id: '1',
    service_id: fx.serviceId,
    answers: { [fx.metal]: '2' },
    cart_id: cartId,
  });
  expect(second.status).toBe(201);
  expect(second.body.data.cart_id).toBe(cartId);
  expect(second.body.data.item).toMatchObject({
    quantity: 1,
    unit_price: '42.50',
  });

  const read = await call('GET', `/carts?store_id=1&cart_id=${cartId}`);
  expect(read.status).toBe(200);
  expect(read.body.status).toBe(200);
  expect(read.body.data).toMatchObject({
    cart_id: cartId,
    item_count: 3,
    subtotal: '155.00',
  });
  expect(read.body.data.items).toHaveLength(2);
  // Without store_id the cart's own store is used; another store's id does not find it.
  expect((await call('GET', `/carts?cart_id=${cartId}`)).status).toBe(200);
  expect(
    (await call('GET', `/carts?store_id=2&cart_id=${cartId}`)).status,
  ).toBe(404);

  const itemId = first.body.data.item.id;
  const patched = await call('PATCH', `/carts/${cartId}/items/${itemId}`, {
    quantity: 5,
  });
  expect(patched.status).toBe(200);
  expect(patched.body.data).toMatchObject({
    item_count: 6,
    subtotal: '323.75',
  });
  const removed = await call('DELETE', `/carts/${cartId}/items/${itemId}`);
  expect(removed.status).toBe(200);
  expect(removed.body.data).toMatchObject({ item_count: 1, subtotal: '42.50' });
  expect(
    (await call('DELETE', `/carts/${cartId}/items/${itemId}`)).status,
  ).toBe(404);
});

it('a customer cart is tied to the customer and only they can use it', async () => {
  const first = await add(goldWithExtras(), jane);
  expect(first.status).toBe(201);
  const cartId = first.body.data.cart_id;
  const [cart] = await api.db.query('SELECT * FROM carts WHERE id = $1', [
    cartId,
  ]);
  expect(cart).toMatchObject({ customer_id: 1, store_id: 1 });
  // A second add (even naming another cart) lands in the same cart.
  const guest = (await add(goldWithExtras())).body.data.cart_id;
  const again = await add({ ...goldWithExtras(), cart_id: guest }, jane);
  expect(again.body.data.cart_id).toBe(cartId);

  const mine = await call(
    'GET',
    '/carts?store_id=1&customer_id=1',
    undefined,
    jane,
  );
  expect(mine.status).toBe(200);
  expect(mine.body.data).toMatchObject({ cart_id: cartId, item_count: 4 });
  const itemId = first.body.data.item.id;

  expect((await call('GET', '/carts?store_id=1&customer_id=1')).status).toBe(
    401,
  );
  expect(
    (await call('GET', '/carts?customer_id=1', undefined, max)).status,
  ).toBe(403);
  expect(
    (await call('GET', `/carts?cart_id=${cartId}`, undefined, max)).status,
  ).toBe(404);
  expect((await call('GET', `/carts?cart_id=${cartId}`)).status).toBe(404);
  const path = `/carts/${cartId}/items/${itemId}`;
  expect((await call('PATCH', path, { quantity: 9 }, max)).status).toBe(404);
  expect((await call('PATCH', path, { quantity: 9 })).status).toBe(404);
  expect((await call('DELETE', path, undefined, max)).status).toBe(404);
  expect((await call('DELETE', path)).status).toBe(404);
  expect((await call('PATCH', path, { quantity: 9 }, jane)).status).toBe(200);

  // Max has no cart yet: an empty one.
  const [maxRow] = await api.db.query<{ id: number }>(
    "SELECT id FROM customers WHERE email = 'max@example.test'",
  );
  const empty = await call(
    'GET',
    `/carts?customer_id=${maxRow!.id}`,
    undefined,
    max,
  );
  expect(empty.body.data).toEqual({
    cart_id: null,
    items: [],
    item_count: 0,
    subtotal: '0.00',
  });
  // Jane is a customer of store 1 only; a store owner has no cart.
  expect((await add({ ...goldWithExtras(), store_id: 2 }, jane)).status).toBe(
    403,
  );
  const owner = (await api.login('owner@acme.test')).access;
  expect((await add(goldWithExtras(), owner)).status).toBe(403);
  expect((await add(goldWithExtras(), 'not-a-token')).body.code).toBe(
    'token_not_valid',
  );
});

it('refuses other tenants and inactive services or stores', async () => {
  const globex = await add({ store_id: 2, service_id: 8, answers: {} });
  expect(globex.status).toBe(201);
  const globexCart = globex.body.data.cart_id;
  const before = await counts(api);
  const acmeIntoGlobex = await add({
    ...goldWithExtras(),
    store_id: 2,
    cart_id: globexCart,
  });
  expect(acmeIntoGlobex.status).toBe(400);
  expect(acmeIntoGlobex.body.errors).toEqual({
    service_id: 'This service is not available in this store.',
  });
  expect((await add({ ...goldWithExtras(), cart_id: globexCart })).status).toBe(
    404,
  );
  const initech = await add({ store_id: 3, service_id: 9, answers: {} });
  expect(initech.status).toBe(403);
  expect(initech.body.code).toBe('STORE.INACTIVE');
  expect((await add({ store_id: 1, service_id: 7, answers: {} })).status).toBe(
    400,
  );
  expect((await add({ store_id: 99, service_id: 1, answers: {} })).status).toBe(
    404,
  );
  expect(await counts(api)).toEqual(before);
});
