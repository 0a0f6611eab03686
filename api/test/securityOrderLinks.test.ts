import { createHash, randomUUID } from 'node:crypto';
import { createCharge } from '../src/areas/payments/charges';
import { type Json, type TestApi, createTestApi } from './helpers';
import {
  CONTACT,
  orderKit,
  paymentHelpers,
  type OrderKit,
  trackOrder,
} from './ordersFixtures';

// Items 2 and 8 (last point), written as the attacks they prevent: confirming other
// people's payments by counting ids, reading an order's token from an anonymous answer, and a
// second guest replaying someone's idempotency key. The tracking attacks (item 5) are in
// securityTracking.test.ts.

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const { pay, orderRow } = paymentHelpers(() => kit);
const AUTH_CARD = '4000 0027 6000 3184';
const track = (
  query: Record<string, string | number | undefined>,
  token?: string,
) => trackOrder(kit, query, token);
const secretsOf = (order: Json): string[] => [
  order.token,
  order.tracking_token,
  ...(order.feedback ? [order.feedback.token] : []),
  ...order.charges.map((c: Json) => c.token),
];
const sha256 = (value: string) =>
  createHash('sha256').update(value).digest('hex');

describe('the counting payment id (item 2)', () => {
  it('confirming payments by counting ids finds none, pays nothing and leaks no thank-you token', async () => {
    const victim = await kit.placeOrder();
    const started = await pay(victim.token, { number: AUTH_CARD });
    expect(started.body.status).toBe('requires_action');
    const [payment] = await api.db.query<{ id: number; reference: string }>(
      'SELECT id, reference FROM payments WHERE sales_order_id = $1',
      [victim.id],
    );

    // The attacker walks the ids 1 … the victim's and a few beyond.
    for (let id = 1; id <= payment!.id + 3; id += 1) {
      const res = await kit.call('POST', `/payments/${id}/confirm`, {});
      expect(res).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Payment not found.', errors: {} },
      });
    }
    expect((await orderRow(victim.id)).payment_status).toBe('unpaid');

    // The reference in the victim's own middle-page link still confirms it.
    expect(started.body.redirect_url).toBe(
      `/middle_page?payment=${payment!.reference}`,
    );
    const own = await kit.call(
      'POST',
      `/payments/${payment!.reference}/confirm`,
      {},
    );
    expect(own.body).toEqual({
      status: 'succeeded',
      redirect_path: `/thankyou/${victim.token}`,
    });
  });

  it('a reference is 32 random bytes, not derived from the id, and a near miss is unknown', async () => {
    const order = await kit.placeOrder();
    await pay(order.token, { number: AUTH_CARD });
    await pay((await kit.placeOrder()).token, { number: AUTH_CARD });
    const rows = await api.db.query<{ id: number; reference: string }>(
      'SELECT id, reference FROM payments ORDER BY id DESC LIMIT 2',
    );
    const [a, b] = rows.map((r) => r.reference);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    const nearMiss = `${a!.slice(0, -1)}${a!.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await kit.call('POST', `/payments/${nearMiss}/confirm`, {})).status,
    ).toBe(404);
  });
});

describe('no anonymous answer carries another order’s token (item 2)', () => {
  it('tracking, confirm and lookups by a wrong kind of link answer no order secrets', async () => {
    const victim = await kit.placeOrder();
    const [charge] = [
      await createCharge(api.db, victim.id, {
        kind: 'additional',
        amountCents: 1000,
        reason: 'Extra stone',
        itemNumber: null,
        requestedBy: 'store_owner',
        userId: 2,
      }),
    ];
    const full = (await kit.call('GET', `/orders/by-token/${victim.token}`))
      .body;
    const secrets = secretsOf(full);
    expect(secrets).toContain(charge!.token);

    const answers = [
      await track({ order_no: victim.order_no, store_id: 1 }),
      await track({
        order_no: victim.order_no,
        store_id: 1,
        email: CONTACT.email,
      }),
      await track({
        order_no: victim.order_no,
        store_id: 1,
        tracking_token: victim.tracking_token,
      }),
      await kit.call('POST', '/payments/1/confirm', {}),
      // The tracking link is a status link only: it opens no order page, payment or feedback.
      await kit.call('GET', `/orders/by-token/${victim.tracking_token}`),
      await kit.call('GET', `/payments/targets/${victim.tracking_token}`),
      await kit.call('GET', `/estimates/by-token/${victim.tracking_token}`),
      await kit.call('GET', `/feedback/${victim.tracking_token}?store_id=1`),
      // A hash of a token is not a token either.
      await kit.call('GET', `/orders/by-token/${sha256(victim.token)}`),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(answers.map((a) => a.status)).toEqual([
      404, 200, 200, 404, 404, 404, 404, 404, 404,
    ]);
  });

  it('every bearer link is 43 random characters, different per use, and stored with its sha256', async () => {
    const order = await kit.placeOrder();
    await api.db.query(
      "UPDATE sales_orders SET status = 'completed' WHERE id = $1",
      [order.id],
    );
    const charge = await createCharge(api.db, order.id, {
      kind: 'extra',
      amountCents: 500,
      reason: 'Polish',
      itemNumber: null,
      requestedBy: 'vendor',
      userId: null,
    });
    const estimate = (
      await kit.call('POST', '/estimates', {
        store_id: 1,
        cart_id: await kit.guestCart(),
        idempotency_key: randomUUID(),
        contact: CONTACT,
      })
    ).body.estimate;
    const completed = (await kit.call('GET', `/orders/by-token/${order.token}`))
      .body;
    const tokens = [
      completed.token,
      completed.tracking_token,
      completed.feedback.token,
      charge.token,
      estimate.token,
    ];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    const [row] = await api.db.query<Json>(
      `SELECT token_hash, tracking_token_hash, feedback_token_hash FROM sales_orders WHERE id = $1`,
      [order.id],
    );
    expect(row).toEqual({
      token_hash: sha256(completed.token),
      tracking_token_hash: sha256(completed.tracking_token),
      feedback_token_hash: sha256(completed.feedback.token),
    });
  });
});

describe('idempotency key reuse by a second guest (item 8)', () => {
  it('a second guest sending the first guest’s key gets an order of their own, never the first one', async () => {
    const key = randomUUID();
    const firstBody = kit.orderBody(await kit.guestCart(), {
      idempotency_key: key,
    });
    const first = await kit.call('POST', '/orders', firstBody);
    expect(first.status).toBe(201);
    const eve = {
      first_name: 'Eve',
      last_name: 'Dropper',
      email: 'eve@example.test',
      phone: '+1 217 555 0111',
    };
    const second = await kit.call(
      'POST',
      '/orders',
      kit.orderBody(await kit.guestCart(), {
        idempotency_key: key,
        contact: eve,
      }),
    );
    expect(second.status).toBe(201);
    expect(second.body.order.id).not.toBe(first.body.order.id);
    expect(second.body.order.contact).toEqual(eve);
    const text = JSON.stringify(second.body);
    for (const secret of secretsOf(first.body.order))
      expect(text).not.toContain(secret);
    expect(text).not.toContain(CONTACT.email);

    // The first guest's retry still answers their own order.
    const retry = await kit.call('POST', '/orders', firstBody);
    expect(retry.status).toBe(200);
    expect(retry.body.order).toEqual(first.body.order);
  });

  it('the same guest retrying answers the first order; the key reused for another request is 409', async () => {
    const body = kit.orderBody(await kit.guestCart());
    const first = await kit.call('POST', '/orders', body);
    const again = await kit.call('POST', '/orders', body);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
    const before = await kit.count('sales_orders');
    const changed = await kit.call('POST', '/orders', {
      ...body,
      carrier_id: 1,
    });
    expect(changed).toEqual({
      status: 409,
      body: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This key was already used for another request.',
        errors: {
          idempotency_key: 'This key was already used for another request.',
        },
      },
    });
    expect(await kit.count('sales_orders')).toBe(before);
  });

  it('estimates: another guest’s key is their own estimate as well', async () => {
    const key = randomUUID();
    const estimate = async () =>
      kit.call('POST', '/estimates', {
        store_id: 1,
        cart_id: await kit.guestCart(),
        idempotency_key: key,
        contact: CONTACT,
      });
    const first = await estimate();
    const second = await estimate();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.estimate.id).not.toBe(first.body.estimate.id);
    expect(JSON.stringify(second.body)).not.toContain(
      first.body.estimate.token,
    );
  });
});
