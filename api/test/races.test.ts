import { randomUUID } from 'node:crypto';
import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import { testProvider } from '../src/areas/payments/testProvider';
import type { Json, TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';
import { ENGINES, raceApi, ROUNDS, type RaceApi } from './raceHarness';

// Two requests at once against the real app (Promise.all of injected requests, no mocks), each
// race fired ROUNDS times: the same order or charge paid twice, one order refunded twice, one
// invitation accepted twice, one order moved by two people, the last use of a code taken by two
// payments, the same order placed from two tabs with one idempotency key. Each time exactly one wins and nothing is done twice.

describe.each(ENGINES)('races on %s', (engine) => {
  let race: RaceApi;
  let api: TestApi;
  let kit: OrderKit;
  let owner: string;
  beforeAll(async () => {
    race = await raceApi(engine);
    api = race.api;
    kit = await orderKit(api);
    owner = (await api.login('owner@acme.test')).access;
  }, 120_000);
  afterAll(() => race.close());

  const { pay } = paymentHelpers(() => kit);
  const count = async (sql: string, params: unknown[] = []) =>
    (await api.db.query<{ n: number }>(sql, params))[0]!.n;
  const statuses = (answers: { status: number }[]) =>
    answers.map((a) => a.status).sort();
  // The processor itself runs; the spy only counts how often a card was charged.
  const charged = jest.spyOn(testProvider, 'charge');
  /** Two payments at once; answers them and how many cards the processor charged. */
  const payTwice = async (a: string, b: string) => {
    charged.mockClear();
    const answers = await Promise.all([pay(a), pay(b)]);
    return { answers, charges: charged.mock.calls.length };
  };

  it('paying the same order twice at once: one payment, the other 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await kit.placeOrder();
      const { answers, charges } = await payTwice(order.token, order.token);
      expect(statuses(answers)).toEqual([201, 409]);
      expect(charges).toBe(1);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM payments WHERE sales_order_id = $1 AND charge_id IS NULL AND status = 'succeeded'`,
          [order.id],
        ),
      ).toBe(1);
    }
  }, 120_000);

  it('paying the same charge twice at once: one payment, the other 409', async () => {
    const order = await kit.placeOrder();
    for (let round = 0; round < ROUNDS; round++) {
      const charge = await kit.call(
        'POST',
        `/sales-orders/${order.id}/charges`,
        { kind: 'additional', amount: '4.50', reason: `Round ${round}` },
        owner,
      );
      expect(charge.status).toBe(201);
      const token = charge.body.token as string;
      const { answers, charges } = await payTwice(token, token);
      expect(statuses(answers)).toEqual([201, 409]);
      expect(charges).toBe(1);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM payments WHERE charge_id = $1 AND status = 'succeeded'`,
          [charge.body.id],
        ),
      ).toBe(1);
    }
  }, 120_000);

  it('refunding one order twice at once: one refund, the other refused', async () => {
    const refunded = jest.spyOn(testProvider, 'refund');
    const refund = (id: number, amount: string) =>
      kit.call(
        'POST',
        `/sales-orders/${id}/refunds`,
        { amount, reason: 'Race' },
        owner,
      );
    for (let round = 0; round < ROUNDS; round++) {
      const order = await kit.placeOrder();
      expect((await pay(order.token)).status).toBe(201);
      refunded.mockClear();
      // the whole order twice: the second finds nothing left (409)
      const whole = await Promise.all([
        refund(order.id, order.total),
        refund(order.id, order.total),
      ]);
      expect(statuses(whole)).toEqual([201, 409]);
      const other = await kit.placeOrder();
      expect((await pay(other.token)).status).toBe(201);
      // two parts that together are more than was paid: the second is too much (400)
      const parts = await Promise.all([
        refund(other.id, '70.00'),
        refund(other.id, '70.00'),
      ]);
      expect(statuses(parts)).toEqual([201, 400]);
      expect(refunded.mock.calls.length).toBe(2);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM refunds WHERE sales_order_id = ANY($1::int[]) AND status = 'succeeded'`,
          [[order.id, other.id]],
        ),
      ).toBe(2);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sales_orders WHERE id = $1 AND payment_status = 'refunded'`,
          [order.id],
        ),
      ).toBe(1);
    }
    refunded.mockRestore();
  }, 120_000);

  it('accepting one invitation twice at once: one account', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `race-${engine}-${round}@acme.test`;
      const invited = await kit.call(
        'POST',
        '/stores/1/staff/invitations',
        { email },
        owner,
      );
      expect(invited.status).toBe(201);
      const [mail] = await api.db.query<{ text_body: string }>(
        'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [email],
      );
      const uuid = /staff-signup\/\d+\/([0-9a-f-]{36})/.exec(
        mail!.text_body,
      )![1];
      const signup = () =>
        kit.call('POST', '/staff-signup', {
          store_id: 1,
          uuid,
          first_name: 'Rae',
          last_name: 'Race',
          phone: '555 123 4567',
          password: 'Welcome123',
        });
      const answers = await Promise.all([signup(), signup()]);
      const [won, lost] = statuses(answers);
      expect(won).toBe(201);
      expect(lost).toBeGreaterThanOrEqual(400);
      expect(lost).toBeLessThan(500);
      expect(
        await count(
          'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
          [email],
        ),
      ).toBe(1);
    }
  }, 120_000);

  it('two staff moving one order at once: one wins, the other gets 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await kit.placeOrder();
      const move = (to: string) =>
        kit.call(
          'POST',
          `/sales-orders/${order.id}/status`,
          { to, version: 1 },
          owner,
        );
      const answers = await Promise.all([
        move('in_progress'),
        move('cancelled'),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const [row] = await api.db.query<{ version: number }>(
        'SELECT version FROM sales_orders WHERE id = $1',
        [order.id],
      );
      expect(row!.version).toBe(2);
    }
  }, 120_000);

  it('two payments taking the last use of a code: one gets it, the other 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = `LAST${engine.slice(0, 2)}${round}`.toUpperCase();
      const added = await kit.call(
        'POST',
        '/portal/discounts',
        {
          code,
          kind: 'fixed',
          value: '3',
          usage_limit: 1,
          once_per_customer: false,
          is_active: true,
        },
        owner,
      );
      expect(added.status).toBe(201);
      const a = await kit.placeOrder({ discount_code: code });
      const b = await kit.placeOrder({ discount_code: code });
      const { answers, charges } = await payTwice(a.token, b.token);
      expect(statuses(answers)).toEqual([201, 409]);
      expect(charges).toBe(1);
      const lost = answers.find((r) => r.status === 409)!;
      expect(lost.body.message).toBe(DISCOUNT_MESSAGES.limitReached);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sales_orders WHERE id = ANY($1::int[]) AND payment_status = 'paid'`,
          [[a.id, b.id]],
        ),
      ).toBe(1);
    }
  }, 120_000);

  it('the same order from two tabs with one idempotency key: one order', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const body = kit.orderBody(await kit.guestCart(), {
        idempotency_key: randomUUID(),
      }) as Json;
      const orders = await count('SELECT count(*)::int AS n FROM sales_orders');
      const answers = await Promise.all([
        kit.call('POST', '/orders', body),
        kit.call('POST', '/orders', body),
      ]);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      const placed = answers.filter((a) => a.status < 300);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      expect(new Set(placed.map((a) => a.body.order.id)).size).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM sales_orders')).toBe(
        orders + 1,
      );
    }
  }, 120_000);
});
