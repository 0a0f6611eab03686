import { randomUUID } from 'node:crypto';
import { type Json, type TestApi, createTestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const { pay, orderRow } = paymentHelpers(() => kit);

it('charges: the extra charge through its middle page, the additional charge directly', async () => {
  const extra = await pay('demo-extra-charge-00000000000001', {
    number: '4000002760003184',
  });
  const [payment] = await api.db.query<{ reference: string; amount: string }>(
    'SELECT reference, amount::text AS amount FROM payments WHERE charge_id = 2',
  );
  expect(extra.body).toEqual({
    status: 'requires_action',
    redirect_url: `/extra-middle-page?payment=${payment!.reference}`,
  });
  expect(payment!.amount).toBe('12.50');
  const confirmed = await kit.call(
    'POST',
    `/payments/${payment!.reference}/confirm`,
    {},
  );
  expect(confirmed.body).toEqual({
    status: 'succeeded',
    redirect_path: '/thank-you/demo-extra-charge-00000000000001',
  });
  const additional = await pay('demo-additional-charge-000000001');
  expect(additional.body).toMatchObject({
    status: 'succeeded',
    payment: { amount: '25.00' },
    redirect_path: '/thank-you/demo-additional-charge-000000001',
  });
  const charges = await api.db.query(
    'SELECT id, status, paid_on IS NOT NULL AS paid FROM charges ORDER BY id',
  );
  expect(charges).toEqual([
    { id: 1, status: 'paid', paid: true },
    { id: 2, status: 'paid', paid: true },
  ]);
  expect((await pay('demo-additional-charge-000000001')).body).toMatchObject({
    code: 'ALREADY_PAID',
    message: 'This charge has already been paid.',
  });
  const order = await kit.call(
    'GET',
    '/orders/by-token/demo-order-1000001-0000000000001',
  );
  expect(order.body.charges.map((c: Json) => c.status)).toEqual([
    'paid',
    'paid',
  ]);
});

it('a key used for another order is refused', async () => {
  const a = await kit.placeOrder();
  const b = await kit.placeOrder();
  const key = randomUUID();
  await pay(a.token, { number: '4000000000000002' }, key);
  const res = await pay(b.token, {}, key);
  expect(res).toMatchObject({
    status: 400,
    body: {
      errors: {
        idempotency_key: 'This key was already used for another payment.',
      },
    },
  });
  expect((await orderRow(b.id)).payment_status).toBe('unpaid');
});

it('two concurrent payments with one key charge once', async () => {
  const order = await kit.placeOrder();
  const key = randomUUID();
  const [a, b] = await Promise.all([
    pay(order.token, {}, key),
    pay(order.token, {}, key),
  ]);
  expect(a.status === 201 || b.status === 201).toBe(true);
  for (const res of [a, b])
    expect(
      res.status === 201 ? res.body.status : `${res.status} ${res.body.code}`,
    ).toMatch(/^(succeeded|409 PAYMENT_IN_PROGRESS)$/);
  expect(await kit.count('payments', `sales_order_id = ${order.id}`)).toBe(1);
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  expect(await pay(order.token, {}, key)).toEqual(a.status === 201 ? a : b);
});
