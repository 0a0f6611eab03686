import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/context';
import { resolveConfig } from '../src/config';
import { createPushRuntime } from '../src/push/runtime';
import { reconcilePayments } from '../src/areas/payments/reconcile';
import { testProvider } from '../src/areas/payments/testProvider';
import { createTestApi, TEST_CONFIG, type Json, type TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

// A payment whose process ended mid-charge (a replica killed) is left pending with its target
// claimed; the reconcile asks the provider (here the built-in test processor) and settles it.

let api: TestApi;
let kit: OrderKit;
let ctx: AppContext;
const { pay, orderRow } = paymentHelpers(() => kit);

beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  // What the job queue or the process's timer hands the reconcile: the database, the config and a
  // push runtime (not mounted here, so the bell's publish reaches no socket).
  const config = resolveConfig(TEST_CONFIG);
  ctx = {
    db: api.db,
    config,
    push: createPushRuntime(config.push, config.allowedOrigins).runtime,
  };
});
afterAll(() => api.close());

/**
 * What a process killed mid-payment leaves: the payment row pending with what it recorded before
 * charging (the processor's reference and the card, unless it died before that), the order
 * claimed, and nothing else. `ageSeconds` back-dates it.
 */
async function cutShort(
  order: Json,
  last4: string | null,
  ageSeconds = 90,
): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO payments (store_id, sales_order_id, provider, amount, status, idempotency_key,
       card_brand, card_last4, created_on, updated_on)
     VALUES (1, $1, 'test', $2, 'pending', $3, $4, $5, now() - make_interval(secs => $6),
       now() - make_interval(secs => $6))
     RETURNING id`,
    [order.id, order.total, randomUUID(), last4 && 'visa', last4, ageSeconds],
  );
  if (last4)
    await api.db.query(
      `UPDATE payments SET provider_ref = 'test_' || id WHERE id = $1`,
      [row!.id],
    );
  await api.db.query(
    `UPDATE sales_orders SET payment_claimed_until = now() + interval '2 minutes' WHERE id = $1`,
    [order.id],
  );
  return row!.id;
}

const payment = async (id: number) =>
  (
    await api.db.query<Json>(
      'SELECT status, failure_message, card_last4 FROM payments WHERE id = $1',
      [id],
    )
  )[0];
const effects = async (order: Json) => ({
  succeeded: await kit.count(
    'payments',
    `sales_order_id = ${order.id} AND status = 'succeeded'`,
  ),
  events: await kit.count(
    'record_events',
    `sales_order_id = ${order.id} AND kind = 'payment' AND body = 'Paid'`,
  ),
  notifications: await kit.count(
    'notifications',
    `notification_sales_order_id = ${order.id} AND short_description = 'Payment received'`,
  ),
});

it('a charge the processor took is marked paid once, with the effects of a payment; a retry is then told it is paid', async () => {
  const order = await kit.placeOrder();
  const id = await cutShort(order, '4242');
  // While it is pending its claim refuses a second payment.
  const blocked = await pay(order.token);
  expect(blocked.status).toBe(409);
  expect(blocked.body.code).toBe('PAYMENT_IN_PROGRESS');

  expect(await reconcilePayments(ctx)).toMatchObject({ paid: 1 });
  expect(await payment(id)).toMatchObject({ status: 'succeeded' });
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  const once = await effects(order);
  expect(once).toEqual({
    succeeded: 1,
    events: 1,
    notifications: expect.any(Number),
  });
  expect(once.notifications).toBeGreaterThan(0);
  // The customer's retry is told the order is paid; no second charge, no second effect.
  const retry = await pay(order.token);
  expect(retry.status).toBe(409);
  expect(retry.body.code).toBe('ALREADY_PAID');
  expect(await reconcilePayments(ctx)).toEqual({
    paid: 0,
    released: 0,
    pending: 0,
  });
  expect(await effects(order)).toEqual(once);
});

it('a charge the processor declined is declined with its reason, and the customer can pay again at once', async () => {
  const order = await kit.placeOrder();
  const id = await cutShort(order, '0002');
  expect(await reconcilePayments(ctx)).toMatchObject({ released: 1 });
  expect(await payment(id)).toMatchObject({
    status: 'declined',
    failure_message: 'Your card was declined.',
  });
  expect((await orderRow(order.id)).payment_status).toBe('unpaid');
  const retry = await pay(order.token);
  expect(retry.status).toBe(201);
  expect(retry.body.status).toBe('succeeded');
  expect((await effects(order)).succeeded).toBe(1);
});

it('a payment that died before reaching the processor is released: not completed, and paid again at once', async () => {
  const order = await kit.placeOrder();
  const id = await cutShort(order, null);
  expect(await reconcilePayments(ctx)).toMatchObject({ released: 1 });
  expect(await payment(id)).toMatchObject({
    status: 'declined',
    failure_message: 'The payment was not completed.',
  });
  expect((await pay(order.token)).status).toBe(201);
});

it('a payment younger than the window is left to its own request', async () => {
  const order = await kit.placeOrder();
  const id = await cutShort(order, '4242', 5);
  expect(await reconcilePayments(ctx)).toMatchObject({ paid: 0 });
  expect(await payment(id)).toMatchObject({ status: 'pending' });
  expect((await pay(order.token)).body.code).toBe('PAYMENT_IN_PROGRESS');
  // With a shorter window it is settled.
  expect(await reconcilePayments(ctx, 1)).toMatchObject({ paid: 1 });
  expect((await orderRow(order.id)).payment_status).toBe('paid');
});

it('a payment waiting for its buyer to authenticate stays pending, and the middle page still finishes it', async () => {
  const order = await kit.placeOrder();
  const started = await pay(order.token, { number: '4000 0027 6000 3184' });
  expect(started.body.status).toBe('requires_action');
  await api.db.query(
    `UPDATE payments SET created_on = now() - interval '5 minutes' WHERE sales_order_id = $1`,
    [order.id],
  );
  expect(await reconcilePayments(ctx)).toMatchObject({ pending: 1 });
  const reference = new URL(
    started.body.redirect_url,
    'http://x',
  ).searchParams.get('payment');
  const confirmed = await kit.call(
    'POST',
    `/payments/${reference}/confirm`,
    {},
  );
  expect(confirmed.body.status).toBe('succeeded');
  expect(await effects(order)).toMatchObject({ succeeded: 1, events: 1 });
});

it('a request held after the processor took the card is settled by the reconcile, and its late end pays nothing twice', async () => {
  const order = await kit.placeOrder();
  // The processor answers, but the request does not get the answer back (a replica killed
  // right after the charge), until released.
  let release: (() => void) | undefined;
  const realCharge = testProvider.charge;
  const held = jest
    .spyOn(testProvider, 'charge')
    .mockImplementationOnce(async (request) => {
      const answer = await realCharge(request);
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
  const request = pay(order.token);
  await waitFor(() => release !== undefined);
  // What the payment recorded before the charge lets the reconcile ask the processor.
  const [row] = await api.db.query<Json>(
    'SELECT id, status, provider_ref, card_last4 FROM payments WHERE sales_order_id = $1',
    [order.id],
  );
  expect(row).toMatchObject({
    status: 'pending',
    provider_ref: `test_${row.id}`,
    card_last4: '4242',
  });
  expect(await reconcilePayments(ctx, 0)).toMatchObject({ paid: 1 });
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  release!();
  const late = await request;
  expect(late.status).toBe(201);
  expect(late.body.status).toBe('succeeded');
  expect(await effects(order)).toMatchObject({ succeeded: 1, events: 1 });
  held.mockRestore();
});

it("a request whose processor call failed after the card was taken keeps the reconcile's success", async () => {
  const order = await kit.placeOrder();
  // The processor takes the card, but the request only sees its connection fail, and late.
  let release: (() => void) | undefined;
  const realCharge = testProvider.charge;
  const failed = jest
    .spyOn(testProvider, 'charge')
    .mockImplementationOnce(async (request) => {
      await realCharge(request);
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('socket hang up');
    });
  const request = pay(order.token);
  await waitFor(() => release !== undefined);
  expect(await reconcilePayments(ctx, 0)).toMatchObject({ paid: 1 });
  release!();
  const late = await request;
  // Settled once: the late failure neither declines the paid payment nor frees the order.
  expect(late.body.status).toBe('succeeded');
  const [row] = await api.db.query<Json>(
    'SELECT status, failure_message FROM payments WHERE sales_order_id = $1',
    [order.id],
  );
  expect(row).toEqual({ status: 'succeeded', failure_message: null });
  expect((await orderRow(order.id)).payment_status).toBe('paid');
  expect(await effects(order)).toMatchObject({ succeeded: 1, events: 1 });
  failed.mockRestore();
});

async function waitFor(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready()).toBe(true);
}
