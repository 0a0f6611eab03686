import { REFUND_MESSAGES } from 'shared/contracts/repair';
import { createTestApi, type Json, type TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

// A store's refund of a paid order: all of it or part, with a reason, never more than was paid
// minus earlier refunds; the order's payment status, timeline and customer follow.

let api: TestApi;
let kit: OrderKit;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  for (const [key, email, kind, extra] of [
    ['owner', 'owner@acme.test', 'portal', {}],
    ['staff', 'staff@acme.test', 'portal', {}],
    ['globex', 'owner@globex.test', 'portal', {}],
    ['admin', 'admin@platform.test', 'portal', {}],
    ['vendor', 'owner@fixit.test', 'vendor', {}],
    ['jane', 'jane@example.test', 'customer', { store_id: 1 }],
  ] as const)
    tokens[key] = (await api.login(email, kind, extra)).access;
}, 60_000);
afterAll(() => api.close());

const { pay, orderRow } = paymentHelpers(() => kit);
const refund = (id: number, body: Json, who = 'owner') =>
  kit.call('POST', `/sales-orders/${id}/refunds`, body, tokens[who]);
const paidOrder = async (extra: Json = {}) => {
  const order = await kit.placeOrder(extra);
  expect((await pay(order.token)).status).toBe(201);
  return order;
};
const refundRows = (orderId: number) =>
  kit.count('refunds', `sales_order_id = ${Number(orderId)}`);

it('refunds part of a paid order, then the rest; a third refund is refused', async () => {
  const order = await paidOrder();
  expect(order.total).toBe('121.00');
  const first = await refund(order.id, {
    amount: '21.00',
    reason: ' Scratch ',
  });
  expect(first.status).toBe(201);
  expect(first.body.payment_status).toBe('partially_refunded');
  expect(first.body.refund).toMatchObject({
    paid: '121.00',
    refunded: '21.00',
    refundable: '100.00',
    refunds: [
      { amount: '21.00', reason: 'Scratch', created_by: 'Olivia Acme' },
    ],
  });
  const [mail] = await api.db.query<{ subject: string; text: string }>(
    `SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = 'ada@example.test' ORDER BY id DESC LIMIT 1`,
  );
  expect(mail!.subject).toBe(`Refund for your order ${order.order_no}`);
  expect(mail!.text).toContain(
    `refunded $21.00 of your order ${order.order_no}`,
  );
  expect(mail!.text).toContain('Reason: Scratch');

  const rest = await refund(order.id, { amount: 100, reason: 'Cancelled' });
  expect(rest.status).toBe(201);
  expect(rest.body.payment_status).toBe('refunded');
  expect(rest.body.refund).toMatchObject({
    refunded: '121.00',
    refundable: '0.00',
  });
  expect(rest.body.refund.refunds).toHaveLength(2);
  const events = await kit.call(
    'GET',
    `/sales-orders/${order.id}/events`,
    undefined,
    tokens.owner,
  );
  const bodies = (events.body.results ?? events.body).map((e: Json) => e.body);
  expect(bodies).toEqual(
    expect.arrayContaining([
      'Refunded $21.00: Scratch',
      'Refunded $100.00: Cancelled',
    ]),
  );
  const again = await refund(order.id, { amount: '1.00', reason: 'More' });
  expect(again).toEqual({
    status: 409,
    body: {
      code: 'ALREADY_REFUNDED',
      message: REFUND_MESSAGES.alreadyRefunded,
      errors: {},
    },
  });
  expect(await refundRows(order.id)).toBe(2);
  const listed = await kit.call(
    'GET',
    '/sales-orders?payment_status=refunded&page=1&page_size=100',
    undefined,
    tokens.owner,
  );
  expect(listed.body.results.map((o: Json) => o.id)).toContain(order.id);
  // a refunded order is never paid again
  expect((await pay(order.token)).status).toBe(409);
  expect((await orderRow(order.id)).payment_status).toBe('refunded');
});

it('refuses bad input with 400 and field errors, and records nothing', async () => {
  const order = await paidOrder();
  const cases: [Json, Record<string, string>][] = [
    [{ amount: 'abc', reason: 'x' }, { amount: REFUND_MESSAGES.money }],
    [{ amount: '1.234', reason: 'x' }, { amount: REFUND_MESSAGES.money }],
    [{ amount: '0', reason: 'x' }, { amount: REFUND_MESSAGES.positive }],
    [{ amount: '-5', reason: 'x' }, { amount: REFUND_MESSAGES.money }],
    [{ amount: '5.00', reason: '  ' }, { reason: REFUND_MESSAGES.reason }],
    [
      { amount: '121.01', reason: 'x' },
      { amount: REFUND_MESSAGES.tooMuch('121.00') },
    ],
  ];
  for (const [body, errors] of cases) {
    const res = await refund(order.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors });
  }
  for (const body of [
    { amount: '5.00' },
    { reason: 'x' },
    { amount: {}, reason: 'x' },
  ]) {
    const res = await refund(order.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBeDefined();
  }
  expect(await refundRows(order.id)).toBe(0);
  expect((await orderRow(order.id)).payment_status).toBe('paid');
});

it('an unpaid order cannot be refunded (409), and nothing is recorded', async () => {
  const order = await kit.placeOrder();
  const res = await refund(order.id, { amount: '1.00', reason: 'x' });
  expect(res).toEqual({
    status: 409,
    body: { code: 'NOT_PAID', message: REFUND_MESSAGES.notPaid, errors: {} },
  });
  expect(await refundRows(order.id)).toBe(0);
});

it("another store's owner gets 404; staff without the refund permission, the super admin, a vendor and a customer 403", async () => {
  const order = await paidOrder();
  const body = { amount: '1.00', reason: 'x' };
  expect(await refund(order.id, body, 'globex')).toEqual({
    status: 404,
    body: { code: 'NOT_FOUND', message: 'Sales order not found.', errors: {} },
  });
  expect((await refund(99999, body, 'globex')).status).toBe(404);
  for (const who of ['staff', 'admin', 'vendor', 'jane'])
    expect((await refund(order.id, body, who)).status).toBe(403);
  expect(
    (await kit.call('POST', `/sales-orders/${order.id}/refunds`, body)).status,
  ).toBe(401);
  expect(await refundRows(order.id)).toBe(0);
});

it("a full refund releases the order's use of a one-use code; a partial one keeps it", async () => {
  const added = await kit.call(
    'POST',
    '/portal/discounts',
    {
      code: 'ONEREFUND',
      kind: 'fixed',
      value: '5',
      is_active: true,
      once_per_customer: false,
      usage_limit: 1,
    },
    tokens.owner,
  );
  expect(added.status).toBe(201);
  const check = async () =>
    (
      await kit.call('POST', '/discounts/check', {
        store_id: 1,
        cart_id: await kit.guestCart(),
        code: 'ONEREFUND',
      })
    ).status;
  const order = await paidOrder({ discount_code: 'ONEREFUND' });
  expect(await check()).toBe(409);
  expect(
    (await refund(order.id, { amount: '10.00', reason: 'Part' })).status,
  ).toBe(201);
  expect(await check()).toBe(409);
  expect(
    (await refund(order.id, { amount: '106.00', reason: 'Rest' })).status,
  ).toBe(201);
  expect(await check()).toBe(200);
});
