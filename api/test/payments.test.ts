import { randomUUID } from 'node:crypto';
import { type TestApi, createTestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const { card, pay, orderRow } = paymentHelpers(() => kit);

it('GET /payments/config: the test provider lists its cards', async () => {
  const res = await kit.call('GET', '/payments/config?store_id=1');
  expect(res).toEqual({
    status: 200,
    body: {
      provider: 'test',
      test_cards: [
        { number: '4242 4242 4242 4242', outcome: 'succeeded' },
        { number: '4000 0000 0000 0002', outcome: 'declined' },
        { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
        { number: '4000 0027 6000 3184', outcome: 'requires_action' },
      ],
    },
  });
});

it('GET /payments/targets/{token}: an order token, a charge token, unknown → 404', async () => {
  const order = await kit.placeOrder();
  const target = await kit.call('GET', `/payments/targets/${order.token}`);
  expect(target).toEqual({
    status: 200,
    body: {
      kind: 'order',
      token: order.token,
      order_no: order.order_no,
      store_id: 1,
      amount: '121.00',
      currency: 'usd',
      status: 'unpaid',
      customer_name: 'Ada L.',
      // what paying needs of the order: no contact, address, charges or tokens
      order: {
        order_no: order.order_no,
        lines: order.lines,
        subtotal: order.subtotal,
        carrier: order.carrier,
        shipping: order.shipping,
        insurance: order.insurance,
        insurance_amount: order.insurance_amount,
        total: order.total,
      },
    },
  });
  const charge = await kit.call(
    'GET',
    '/payments/targets/demo-additional-charge-000000001',
  );
  expect(charge.body).toMatchObject({
    kind: 'additional',
    order_no: '1000001',
    amount: '25.00',
    status: 'unpaid',
    requested_by: 'store_owner',
    reason: 'A worn prong needs retipping before sizing.',
    work_order: { item_number: 'WO-1000001-1' },
    order: { order_no: '1000001' },
  });
  const extra = await kit.call(
    'GET',
    '/payments/targets/demo-extra-charge-00000000000001',
  );
  expect(extra.body).toMatchObject({
    kind: 'extra',
    requested_by: 'vendor',
    amount: '12.50',
  });
  expect(
    await kit.call('GET', `/payments/targets/${'z'.repeat(32)}`),
  ).toMatchObject({
    status: 404,
    body: { code: 'NOT_FOUND', message: 'Payment link not found.' },
  });
});

it('a good card pays the order once: retries answer the first result, a new attempt is 409', async () => {
  const order = await kit.placeOrder();
  const key = randomUUID();
  // The server decides the amount: a client's amount is ignored.
  const res = await kit.call('POST', '/payments', {
    token: order.token,
    idempotency_key: key,
    amount: '0.01',
    card: card(),
  });
  expect(res).toEqual({
    status: 201,
    body: {
      status: 'succeeded',
      payment: {
        id: expect.any(Number),
        amount: '121.00',
        card: { brand: 'visa', last4: '4242' },
      },
      redirect_path: `/thankyou/${order.token}`,
    },
  });
  expect(await orderRow(order.id)).toEqual({
    payment_status: 'paid',
    paid_on: expect.any(Date),
  });
  const notes = await api.db.query(
    `SELECT user_id, is_watching, description, order_no FROM notifications
     WHERE notification_sales_order_id = $1 AND short_description = 'Payment received' ORDER BY user_id`,
    [order.id],
  );
  expect(notes).toEqual(
    [2, 3].map((userId) => ({
      user_id: userId,
      is_watching: true,
      description: `Payment received for sales order ${order.order_no}.`,
      order_no: order.order_no,
    })),
  );
  expect(await pay(order.token, {}, key)).toEqual(res);
  expect(await kit.count('payments', `sales_order_id = ${order.id}`)).toBe(1);
  const twice = await pay(order.token);
  expect(twice).toMatchObject({
    status: 409,
    body: {
      code: 'ALREADY_PAID',
      message: 'This order has already been paid.',
    },
  });
  expect(await kit.count('payments', `sales_order_id = ${order.id}`)).toBe(1);
});

it.each([
  ['4000 0000 0000 0002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
])(
  'card %s is declined: 402, a declined payment row, the order stays unpaid',
  async (number, message) => {
    const order = await kit.placeOrder();
    const res = await pay(order.token, { number });
    expect(res).toEqual({
      status: 402,
      body: { code: 'PAYMENT_DECLINED', message, errors: {} },
    });
    const rows = await api.db.query(
      'SELECT status, failure_message FROM payments WHERE sales_order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ status: 'declined', failure_message: message }]);
    expect(await orderRow(order.id)).toEqual({
      payment_status: 'unpaid',
      paid_on: null,
    });
    expect((await pay(order.token)).status).toBe(201);
  },
);

it('invalid card data: 400 with the processor messages, nothing recorded', async () => {
  const order = await kit.placeOrder();
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [
      { number: '4242 4242 4242 4241' },
      { 'card.number': 'Your card number is invalid.' },
    ],
    [{ number: '' }, { 'card.number': 'This field is required.' }],
    [
      { exp_month: 13 },
      { 'card.exp_month': "Your card's expiration month is invalid." },
    ],
    [
      { exp_month: 1, exp_year: 2020 },
      { 'card.exp_year': 'Your card has expired.' },
    ],
    [{ cvc: '12' }, { 'card.cvc': "Your card's security code is invalid." }],
    [
      { number: '3782 822463 10005', cvc: '123' },
      { 'card.cvc': "Your card's security code is invalid." },
    ],
    [{ name: '  ' }, { 'card.name': 'This field is required.' }],
  ];
  for (const [extra, errors] of cases) {
    const res = await pay(order.token, extra);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors });
  }
  expect(
    (await pay(order.token, { number: '3782 822463 10005', cvc: '1234' })).body
      .payment.card,
  ).toEqual({
    brand: 'amex',
    last4: '0005',
  });
  expect(await kit.count('payments', `sales_order_id = ${order.id}`)).toBe(1);
});

it('the authentication card goes through the middle page, then confirm completes the payment', async () => {
  const order = await kit.placeOrder();
  const res = await pay(order.token, { number: '4000 0027 6000 3184' });
  expect(res.status).toBe(201);
  const [payment] = await api.db.query<{ id: number; reference: string }>(
    'SELECT id, reference FROM payments WHERE sales_order_id = $1',
    [order.id],
  );
  // The middle page names the payment by its random reference, never by its row id.
  expect(payment!.reference).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(res.body).toEqual({
    status: 'requires_action',
    redirect_url: `/middle_page?payment=${payment!.reference}`,
  });
  expect(await orderRow(order.id)).toEqual({
    payment_status: 'unpaid',
    paid_on: null,
  });
  const confirmed = await kit.call(
    'POST',
    `/payments/${payment!.reference}/confirm`,
    {},
  );
  expect(confirmed).toEqual({
    status: 200,
    body: { status: 'succeeded', redirect_path: `/thankyou/${order.token}` },
  });
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  expect(
    (await kit.call('POST', `/payments/${payment!.reference}/confirm`)).body
      .status,
  ).toBe('succeeded');
  expect(
    await kit.count(
      'notifications',
      `notification_sales_order_id = ${order.id} AND short_description = 'Payment received'`,
    ),
  ).toBe(2);
  for (const unknown of ['999999', String(payment!.id), 'x'.repeat(43)])
    expect(
      (await kit.call('POST', `/payments/${unknown}/confirm`, {})).status,
    ).toBe(404);
});
