import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Json, type TestApi, createTestApi } from './helpers';
import { orderKit, type OrderKit } from './ordersFixtures';

// The Stripe provider against a tiny local imitation of the Checkout Session and refund endpoints.

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  success_url: string;
  cancel_url: string;
  amount_total: number;
  client_reference_id: string;
  payment_intent?: string | null;
}

let server: Server;
let api: TestApi;
let kit: OrderKit;
const sessions = new Map<string, Session>();
/** The refunds Stripe was asked for (form fields); `refundFails` makes it refuse the next. */
const refunds: Record<string, string>[] = [];
let refundFails = false;
const requests: {
  method: string;
  path: string;
  auth: string;
  idempotency: string | undefined;
}[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({
      method: req.method!,
      path,
      auth: String(req.headers.authorization),
      idempotency: req.headers['idempotency-key'] as string | undefined,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(req));
      const id = `cs_test_${sessions.size + 1}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        success_url: form.get('success_url')!,
        cancel_url: form.get('cancel_url')!,
        amount_total: Number(
          form.get('line_items[0][price_data][unit_amount]'),
        ),
        client_reference_id: form.get('client_reference_id')!,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      if (refundFails)
        return send(400, {
          error: { type: 'invalid_request_error', message: 'No such charge' },
        });
      refunds.push(form);
      return send(200, {
        id: `re_test_${refunds.length}`,
        object: 'refund',
        status: 'succeeded',
        amount: Number(form.amount),
      });
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && match && sessions.has(match[1]!))
      return send(200, sessions.get(match[1]!));
    return send(404, {
      error: { type: 'invalid_request_error', message: 'No such session' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = await createTestApi({
    payments: {
      stripeSecretKey: 'sk_test_local',
      stripeApiBase: `http://127.0.0.1:${port}`,
    },
  });
  kit = await orderKit(api);
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => server.close(resolve));
});

it('GET /payments/config names Stripe without test cards', async () => {
  expect((await kit.call('GET', '/payments/config?store_id=1')).body).toEqual({
    provider: 'stripe',
  });
});

it('a payment opens a Checkout Session; the middle page confirms it once it is paid', async () => {
  const order = await kit.placeOrder();
  const key = randomUUID();
  const res = await kit.call(
    'POST',
    '/payments',
    { token: order.token, idempotency_key: key },
    undefined,
  );
  const session = [...sessions.values()].at(-1)!;
  expect(res).toEqual({
    status: 201,
    body: { status: 'requires_action', redirect_url: session.url },
  });
  const [payment] = await api.db.query<Json>(
    'SELECT id, reference, provider, provider_ref, status FROM payments WHERE sales_order_id = $1',
    [order.id],
  );
  expect(payment).toEqual({
    id: expect.any(Number),
    reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    provider: 'stripe',
    provider_ref: session.id,
    status: 'pending',
  });
  expect(session).toMatchObject({
    amount_total: 12100,
    client_reference_id: String(payment.id),
    success_url: `http://acme.localhost/middle_page?payment=${payment.reference}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `http://acme.localhost/checkout/payment/${order.token}`,
  });
  expect(requests.at(-1)).toMatchObject({
    method: 'POST',
    auth: 'Bearer sk_test_local',
    idempotency: key,
  });
  // A retry with the same key answers the same session without a second one.
  const count = sessions.size;
  expect(
    await kit.call('POST', '/payments', {
      token: order.token,
      idempotency_key: key,
    }),
  ).toEqual(res);
  expect(sessions.size).toBe(count);

  const early = await kit.call(
    'POST',
    `/payments/${payment.reference}/confirm`,
    {
      session_id: session.id,
    },
  );
  expect(early.body).toEqual({
    status: 'declined',
    message: 'The payment was not completed.',
    redirect_path: `/checkout/payment/${order.token}`,
  });
  session.status = 'complete';
  session.payment_status = 'paid';
  const wrong = await kit.call(
    'POST',
    `/payments/${payment.reference}/confirm`,
    {
      session_id: 'cs_other',
    },
  );
  expect(wrong.body.status).toBe('declined');
  const done = await kit.call(
    'POST',
    `/payments/${payment.reference}/confirm`,
    {
      session_id: session.id,
    },
  );
  expect(done).toEqual({
    status: 200,
    body: { status: 'succeeded', redirect_path: `/thankyou/${order.token}` },
  });
  const [row] = await api.db.query<Json>(
    'SELECT payment_status FROM sales_orders WHERE id = $1',
    [order.id],
  );
  expect(row.payment_status).toBe('paid');
  expect(
    requests.filter((r) => r.method === 'GET').length,
  ).toBeGreaterThanOrEqual(2);
});

it('an expired session declines the payment; a charge goes to the extra middle page', async () => {
  const res = await kit.call('POST', '/payments', {
    token: 'demo-extra-charge-00000000000001',
    idempotency_key: randomUUID(),
  });
  const session = [...sessions.values()].at(-1)!;
  expect(res.body.redirect_url).toBe(session.url);
  expect(session.success_url).toMatch(
    /^http:\/\/acme\.localhost\/extra-middle-page\?payment=[A-Za-z0-9_-]{43}&session_id=/,
  );
  expect(session.amount_total).toBe(1250);
  session.status = 'expired';
  const [payment] = await api.db.query<{ reference: string }>(
    'SELECT reference FROM payments WHERE charge_id = 2',
  );
  const res2 = await kit.call(
    'POST',
    `/payments/${payment!.reference}/confirm`,
    {},
  );
  expect(res2.body).toEqual({
    status: 'declined',
    message: 'The payment was not completed.',
    redirect_path: '/extra-charge-payment/demo-extra-charge-00000000000001',
  });
  const [charge] = await api.db.query<Json>(
    'SELECT status FROM charges WHERE id = 2',
  );
  expect(charge.status).toBe('unpaid');
});

it("a refund names the Checkout Session's payment intent, keyed by the refund; Stripe's refusal refunds nothing", async () => {
  const order = await kit.placeOrder();
  await kit.call('POST', '/payments', {
    token: order.token,
    idempotency_key: randomUUID(),
  });
  const session = [...sessions.values()].at(-1)!;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_test_refund',
  });
  const [payment] = await api.db.query<{ reference: string }>(
    'SELECT reference FROM payments WHERE sales_order_id = $1',
    [order.id],
  );
  const confirmed = await kit.call(
    'POST',
    `/payments/${payment!.reference}/confirm`,
    { session_id: session.id },
  );
  expect(confirmed.body.status).toBe('succeeded');
  const owner = (await api.login('owner@acme.test', 'portal')).access;
  const refund = (amount: string) =>
    kit.call(
      'POST',
      `/sales-orders/${order.id}/refunds`,
      { amount, reason: 'Scratched' },
      owner,
    );
  const done = await refund('10.00');
  expect(done.status).toBe(201);
  expect(done.body.refund).toMatchObject({ refunded: '10.00' });
  expect(refunds.at(-1)).toEqual({
    payment_intent: 'pi_test_refund',
    amount: '1000',
  });
  const id = done.body.refund.refunds[0].id as number;
  expect(requests.at(-1)).toMatchObject({
    method: 'POST',
    path: '/v1/refunds',
    idempotency: `refund-${id}`,
  });
  refundFails = true;
  const refused = await refund('5.00');
  refundFails = false;
  expect(refused.status).toBe(502);
  expect(refused.body.code).toBe('REFUND_PROVIDER_ERROR');
  const rows = await api.db.query<Json>(
    'SELECT r.status, o.payment_status FROM refunds r JOIN sales_orders o ON o.id = r.sales_order_id WHERE o.id = $1 ORDER BY r.id',
    [order.id],
  );
  expect(rows).toEqual([
    { status: 'succeeded', payment_status: 'partially_refunded' },
    { status: 'failed', payment_status: 'partially_refunded' },
  ]);
});
