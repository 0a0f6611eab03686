import { randomUUID } from 'node:crypto';
import { type Json, type TestApi, createTestApi } from './helpers';
import { CONTACT, orderKit, type OrderKit } from './ordersFixtures';

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const body = (
  cartId: string | undefined,
  extra: Record<string, unknown> = {},
): Json => ({
  store_id: 1,
  cart_id: cartId,
  idempotency_key: randomUUID(),
  contact: CONTACT,
  notes: ' Please call first. ',
  ...extra,
});
const post = (payload: Json, token?: string) =>
  kit.call('POST', '/estimates', payload, token);

it('POST /estimates snapshots the cart, empties it, notifies the store and reads back by token', async () => {
  const cartId = await kit.guestCart();
  const res = await post(body(cartId));
  expect(res.status).toBe(201);
  const estimate = res.body.estimate;
  expect(estimate).toEqual({
    id: expect.any(Number),
    store_id: 1,
    estimate_no: '5000001',
    status: 'requested',
    created_on: expect.any(String),
    contact: CONTACT,
    notes: 'Please call first.',
    lines: [
      expect.objectContaining({
        quantity: 2,
        unit_price: '56.25',
        line_total: '112.50',
        choices: [
          { label: 'd option', value: 'Gold' },
          { label: 'rb option', value: 'Polish, Box' },
          { label: 'st option', value: 'Hello' },
        ],
      }),
    ],
    subtotal: '112.50',
    token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  expect(
    (await kit.call('GET', `/carts?cart_id=${cartId}`)).body.data.items,
  ).toEqual([]);
  const notes = await api.db.query(
    `SELECT user_id, is_watching, short_description, description, order_no FROM notifications
     WHERE notification_estimate_order_id = $1 ORDER BY user_id`,
    [estimate.id],
  );
  expect(notes).toEqual(
    [2, 3].map((userId) => ({
      user_id: userId,
      is_watching: true,
      short_description: 'Estimate requested',
      description: 'Estimate 5000001 was requested by Ada Lovelace.',
      order_no: '5000001',
    })),
  );
  expect(
    await kit.call('GET', `/estimates/by-token/${estimate.token}`),
  ).toEqual({ status: 200, body: estimate });
  expect(
    (await kit.call('GET', `/estimates/by-token/${'q'.repeat(32)}`)).status,
  ).toBe(404);
});

it('is idempotent: the same key answers 200 with the same estimate, also when concurrent', async () => {
  const payload = body(await kit.guestCart());
  const before = await kit.count('estimates');
  const [a, b] = await Promise.all([post(payload), post(payload)]);
  expect([a.status, b.status].sort()).toEqual([200, 201]);
  expect(a.body.estimate).toEqual(b.body.estimate);
  const again = await post(payload);
  expect(again.status).toBe(200);
  expect(again.body.estimate.id).toBe(a.body.estimate.id);
  expect(await kit.count('estimates')).toBe(before + 1);
});

it('validation and tenancy change nothing', async () => {
  const cartId = await kit.guestCart();
  const before = await kit.count('estimates');
  const bad = await post(
    body(cartId, { contact: { ...CONTACT, phone: '12', email: '' } }),
  );
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({
    'contact.phone': 'Please enter a valid phone number',
    'contact.email': 'This field is required.',
  });
  const long = await post(body(cartId, { notes: 'x'.repeat(2001) }));
  expect(long.body.errors).toEqual({
    notes: 'Ensure this field has no more than 2000 characters.',
  });
  expect((await post(body(undefined))).body.errors).toEqual({
    cart: 'Your cart is empty.',
  });
  expect((await post(body(cartId, { store_id: 2 }))).status).toBe(404);
  expect(await kit.count('estimates')).toBe(before);
  expect(await kit.count('cart_items', `cart_id = '${cartId}'`)).toBe(1);
});
