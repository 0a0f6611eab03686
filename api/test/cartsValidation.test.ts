import { counts, createFixture, type CartFixture } from './cartFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

// Bad input → 400 VALIDATION_ERROR with field errors, and no row of carts or cart_items changed.

let api: TestApi;
let fx: CartFixture;
beforeAll(async () => {
  api = await createTestApi();
  fx = await createFixture(api);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  });
const valid = () => ({
  store_id: 1,
  service_id: fx.serviceId,
  quantity: 2,
  answers: { [fx.metal]: 1, [fx.extras]: [3] } as Json,
});

it.each<[string, () => Json, () => string]>([
  ['quantity 0', () => ({ ...valid(), quantity: 0 }), () => 'quantity'],
  ['quantity 100', () => ({ ...valid(), quantity: 100 }), () => 'quantity'],
  [
    'non-numeric store id',
    () => ({ ...valid(), store_id: 'acme' }),
    () => 'store_id',
  ],
  [
    'missing service',
    () => ({ ...valid(), service_id: undefined }),
    () => 'service_id',
  ],
  ['bad cart id', () => ({ ...valid(), cart_id: '../x' }), () => 'cart_id'],
  [
    'unknown option',
    () => ({ ...valid(), answers: { ...valid().answers, 999999: 'x' } }),
    () => 'answers.999999',
  ],
  [
    'missing required answer',
    () => ({ ...valid(), answers: {} }),
    () => `answers.${fx.metal}`,
  ],
  [
    'empty required answer',
    () => ({ ...valid(), answers: { [fx.metal]: '' } }),
    () => `answers.${fx.metal}`,
  ],
  [
    'unknown choice',
    () => ({ ...valid(), answers: { [fx.metal]: 3 } }),
    () => `answers.${fx.metal}`,
  ],
  [
    'repeated multiselect choice',
    () => ({ ...valid(), answers: { [fx.metal]: 1, [fx.extras]: [3, 3] } }),
    () => `answers.${fx.extras}`,
  ],
  [
    'answers not an object',
    () => ({ ...valid(), answers: [1] }),
    () => 'answers',
  ],
])('%s', async (_name, body, field) => {
  const before = await counts(api);
  const res = await call('POST', '/add-to-carts', body());
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.errors[field()]).toEqual(expect.any(String));
  expect(await counts(api)).toEqual(before);
});

it('a required option hidden by its logic is not required, and an answer to it is dropped', async () => {
  // The fixture's required `hidden` option shows only for a 'Platinum' metal; Gold hides it.
  const plain = await call('POST', '/add-to-carts', valid());
  expect(plain.status).toBe(201);
  const answered = await call('POST', '/add-to-carts', {
    ...valid(),
    answers: { ...valid().answers, [fx.hidden]: 'Script' },
  });
  expect(answered.status).toBe(201);
  expect(answered.body.data.item.answers).toEqual({
    [fx.metal]: 1,
    [fx.extras]: [3],
  });
  expect(answered.body.data.item.unit_price).toBe(
    plain.body.data.item.unit_price,
  );
});

it('PATCH quantity out of range; GET without a cart or customer id', async () => {
  const cartId = (await call('POST', '/add-to-carts', valid())).body.data
    .cart_id;
  const items = (await call('GET', `/carts?cart_id=${cartId}`)).body.data.items;
  const before = await counts(api);
  for (const quantity of [0, 100, 'many']) {
    const res = await call('PATCH', `/carts/${cartId}/items/${items[0].id}`, {
      quantity,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.quantity).toEqual(expect.any(String));
  }
  expect(await counts(api)).toEqual(before);
  const none = await call('GET', '/carts?store_id=1');
  expect(none.status).toBe(400);
  expect(none.body.errors).toEqual({ cart_id: expect.any(String) });
  expect(
    (await call('GET', '/carts?store_id=x&cart_id=y')).body.errors,
  ).toEqual({
    store_id: expect.any(String),
    cart_id: expect.any(String),
  });
});
