import { DEMO_TOKENS } from '../src/db/demo/orders';
import { createOrder } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// The storefront calls through the shell's dev server, which keeps the store's Host.
const ACME = { host: 'acme.localhost:3000' };
const get = (
  token: string,
  headers: Record<string, string> = ACME,
  query = '',
) =>
  api.request({
    method: 'GET',
    url: `/api/v1/feedback/${token}${query}`,
    headers,
  });
const post = (
  token: string,
  payload: object,
  headers: Record<string, string> = ACME,
  query = '',
) =>
  api.request({
    method: 'POST',
    url: `/api/v1/feedback/${token}${query}`,
    payload,
    headers,
  });
const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'This feedback link is not valid.',
  errors: {},
};

it('shows a completed order and takes one rating with a comment', async () => {
  const order = await createOrder(api, { status: 'completed' });
  const page = await get(order.feedback_token);
  expect(page).toEqual({
    status: 200,
    body: {
      order_no: order.order_no,
      store_name: 'Acme Jewelers',
      status: 'completed',
      lines: [
        expect.objectContaining({
          service: expect.objectContaining({ name: 'Ring Sizing' }),
          quantity: 1,
        }),
      ],
      submitted: false,
    },
  });
  const given = await post(order.feedback_token, {
    rating: 5,
    comment: '  Lovely work!  ',
  });
  expect(given.status).toBe(201);
  expect(given.body).toMatchObject({
    submitted: true,
    rating: 5,
    comment: 'Lovely work!',
  });
  expect((await get(order.feedback_token)).body).toMatchObject({
    submitted: true,
    rating: 5,
    comment: 'Lovely work!',
  });
  // The order now says so too.
  const jane = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  const mine = await api.request({
    method: 'GET',
    url: `/api/v1/customers/me/orders/${order.order_no}`,
    token: jane,
  });
  expect(mine.body.feedback).toEqual({
    token: order.feedback_token,
    submitted: true,
  });
});

it('answers 409 FEEDBACK_EXISTS the second time and keeps the first rating', async () => {
  const order = await createOrder(api, { status: 'completed' });
  expect((await post(order.feedback_token, { rating: 4 })).status).toBe(201);
  expect(
    await post(order.feedback_token, { rating: 1, comment: 'changed my mind' }),
  ).toEqual({
    status: 409,
    body: {
      code: 'FEEDBACK_EXISTS',
      message: 'Thank you, feedback for this order has already been submitted.',
      errors: {},
    },
  });
  expect((await get(order.feedback_token)).body).toMatchObject({
    rating: 4,
    comment: '',
  });
});

it('opens only once the order is completed', async () => {
  const order = await createOrder(api, { status: 'shipped' });
  expect((await get(order.feedback_token)).body).toMatchObject({
    status: 'shipped',
    submitted: false,
  });
  expect(await post(order.feedback_token, { rating: 5 })).toEqual({
    status: 400,
    body: {
      code: 'ORDER_NOT_COMPLETE',
      message: 'Feedback opens when your order is complete.',
      errors: {},
    },
  });
  const rows = await api.db.query(
    'SELECT 1 FROM order_feedback WHERE sales_order_id = $1',
    [order.id],
  );
  expect(rows).toEqual([]);
});

it.each([
  ['no rating', {}, 'rating', 'This field is required.'],
  [
    'rating 0',
    { rating: 0 },
    'rating',
    'Ensure this value is greater than or equal to 1.',
  ],
  [
    'rating 6',
    { rating: 6 },
    'rating',
    'Ensure this value is less than or equal to 5.',
  ],
  ['rating 3.5', { rating: 3.5 }, 'rating', 'A valid integer is required.'],
  [
    'a 2001-character comment',
    { rating: 3, comment: 'x'.repeat(2001) },
    'comment',
    'Ensure this field has no more than 2000 characters.',
  ],
])('rejects %s and stores nothing', async (_label, body, field, message) => {
  const order = await createOrder(api, { status: 'completed' });
  const response = await post(order.feedback_token, body);
  expect(response.status).toBe(400);
  expect(response.body.errors[field]).toBe(message);
  expect((await get(order.feedback_token)).body.submitted).toBe(false);
});

it('accepts a comment of exactly 2000 characters', async () => {
  const order = await createOrder(api, { status: 'completed' });
  expect(
    (await post(order.feedback_token, { rating: 2, comment: 'y'.repeat(2000) }))
      .status,
  ).toBe(201);
});

it('answers 404 for unknown and malformed tokens, and the order token is not a feedback token', async () => {
  const order = await createOrder(api, { status: 'completed' });
  const [{ token }] = (await api.db.query<{ token: string }>(
    'SELECT token FROM sales_orders WHERE id = $1',
    [order.id],
  )) as [{ token: string }];
  for (const bad of ['a'.repeat(32), 'short', token]) {
    expect(await get(bad)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await post(bad, { rating: 5 })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  }
});

it("serves the demo feedback link of Jane's completed order 1000002, and not yet 1000001's", async () => {
  const demo = await get(DEMO_TOKENS.feedback1000002);
  expect(demo.body).toMatchObject({
    order_no: '1000002',
    store_name: 'Acme Jewelers',
    status: 'completed',
    submitted: false,
  });
  expect(demo.body.lines.length).toBeGreaterThan(0);
  const early = await post(DEMO_TOKENS.feedback1000001, { rating: 5 });
  expect(early.status).toBe(400);
  expect(early.body.message).toBe(
    'Feedback opens when your order is complete.',
  );
});

describe('the calling store', () => {
  const GLOBEX = { host: 'globex.localhost:3000' };

  it("answers another store's token exactly like an unknown one, and stores nothing", async () => {
    const order = await createOrder(api, {
      storeId: 2,
      customerId: null,
      status: 'completed',
    });
    const token = order.feedback_token;
    const proxied = {
      'x-forwarded-host': 'acme.localhost:8080',
      host: '127.0.0.1:8000',
    };
    for (const [headers, query] of [
      [ACME, ''],
      [proxied, ''],
      [{ host: '127.0.0.1:8000' }, '?store_id=1'],
    ] as const) {
      expect(await get(token, headers, query)).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
      expect(await post(token, { rating: 1 }, headers, query)).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect(
      await api.db.query(
        'SELECT 1 FROM order_feedback WHERE sales_order_id = $1',
        [order.id],
      ),
    ).toEqual([]);
    // Its own store, by Host, by the proxy's X-Forwarded-Host or by store_id, serves it.
    expect((await get(token, GLOBEX)).body).toMatchObject({
      order_no: order.order_no,
      store_name: 'Globex Jewelry',
    });
    expect(
      (await get(token, { 'x-forwarded-host': 'globex.localhost:8080' }))
        .status,
    ).toBe(200);
    expect((await post(token, { rating: 4 }, {}, '?store_id=2')).status).toBe(
      201,
    );
  });

  it('answers 404 STORE.NOT_FOUND without a store, and 403 for an inactive one', async () => {
    const order = await createOrder(api, { status: 'completed' });
    expect(await get(order.feedback_token, { host: 'localhost' })).toEqual({
      status: 404,
      body: {
        code: 'STORE.NOT_FOUND',
        message: 'This site does not exist.',
        errors: {},
      },
    });
    expect(
      (await get(order.feedback_token, { host: 'initech.localhost' })).body
        .code,
    ).toBe('STORE.INACTIVE');
    expect(
      (await post(order.feedback_token, { rating: 5 }, {}, '?store_id=999'))
        .status,
    ).toBe(404);
  });
});
