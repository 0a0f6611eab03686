import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import { createTestApi, type Json, type TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

// A discount code at checkout. The kit's guest cart is 112.50 and USPS ships for 8.50;
// Acme's WELCOME10 takes 10 % off the subtotal. The server prices the code; the order's total is
// what the payment charges.

let api: TestApi;
let kit: OrderKit;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const { pay } = paymentHelpers(() => kit);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const addCode = async (over: Json) => {
  const res = await kit.call(
    'POST',
    '/portal/discounts',
    {
      kind: 'fixed',
      value: '5',
      once_per_customer: false,
      is_active: true,
      ...over,
    },
    owner,
  );
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
};
const check = (cartId: string, code: string, extra: Json = {}) =>
  kit.call('POST', '/discounts/check', {
    store_id: 1,
    cart_id: cartId,
    code,
    ...extra,
  });
const uses = () => kit.count('discount_uses');

describe('a discount code at checkout', () => {
  it('Apply prices the code for the cart; the order stores it, its total is discounted and the payment charges that total', async () => {
    const cartId = await kit.guestCart();
    const quote = await check(cartId, ' welcome10 ');
    expect(quote).toEqual({
      status: 200,
      body: {
        code: 'WELCOME10',
        kind: 'percent',
        value: '10.00',
        subtotal: '112.50',
        amount: '11.25',
      },
    });

    const res = await kit.call(
      'POST',
      '/orders',
      kit.orderBody(cartId, { discount_code: 'Welcome10' }),
    );
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({
      subtotal: '112.50',
      shipping: '8.50',
      discount: { code: 'WELCOME10', amount: '11.25' },
      total: '109.75',
    });
    const [use] = await api.db.query<Json>(
      'SELECT code, amount::text AS amount, email, customer_id FROM discount_uses WHERE sales_order_id = $1',
      [order.id],
    );
    expect(use).toEqual({
      code: 'WELCOME10',
      amount: '11.25',
      email: 'ada@example.test',
      customer_id: null,
    });
    const [mail] = await api.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE subject = $1',
      [`Your order ${order.order_no}`],
    );
    expect(mail!.text_body).toContain(
      'Discount (WELCOME10): -$11.25\nTotal: $109.75',
    );
    const target = await kit.call('GET', `/payments/targets/${order.token}`);
    expect(target.body.amount).toBe('109.75');
    const paid = await pay(order.token);
    expect(paid.status).toBe(201);
    expect(paid.body.payment.amount).toBe('109.75');

    // An order without a code has no discount line and its full total.
    const plain = await kit.placeOrder();
    expect(plain.discount).toBeUndefined();
    expect(plain.total).toBe('121.00');
    const [plainMail] = await api.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE subject = $1',
      [`Your order ${plain.order_no}`],
    );
    expect(plainMail!.text_body).not.toContain('Discount');
  });

  it('refuses a code that is unknown, off, not started, expired, under its minimum (400), used up or used already (409); nothing is placed', async () => {
    await addCode({ code: 'OFF5', is_active: false });
    await addCode({ code: 'SOON5', starts_on: day(2) });
    await addCode({ code: 'PAST5', starts_on: day(-9), ends_on: day(-1) });
    await addCode({ code: 'BIG5', min_subtotal: '200' });
    const used = await addCode({ code: 'ONCE5', usage_limit: 1 });
    await addCode({ code: 'MINE5', once_per_customer: true });
    const cartId = await kit.guestCart();
    expect((await check(cartId, 'MINE5')).status).toBe(200);
    // a use counts once its order is paid
    const onceOrder = await kit.placeOrder({ discount_code: 'ONCE5' });
    expect((await check(cartId, 'ONCE5')).status).toBe(200);
    expect((await pay(onceOrder.token)).status).toBe(201);

    const cases: [string, number, string][] = [
      ['NOPE', 400, DISCOUNT_MESSAGES.unknown],
      ['OFF5', 400, DISCOUNT_MESSAGES.inactive],
      ['SOON5', 400, DISCOUNT_MESSAGES.notStarted],
      ['PAST5', 400, DISCOUNT_MESSAGES.expired],
      [
        'BIG5',
        400,
        'This discount code needs an order subtotal of at least $200.00.',
      ],
      ['ONCE5', 409, DISCOUNT_MESSAGES.limitReached],
    ];
    const orders = await kit.count('sales_orders');
    const before = await uses();
    for (const [code, status, message] of cases) {
      const quote = await check(cartId, code, { email: 'ADA@example.test' });
      expect([code, quote.status, quote.body.errors]).toEqual([
        code,
        status,
        { discount_code: message },
      ]);
      const placed = await kit.call(
        'POST',
        '/orders',
        kit.orderBody(cartId, { discount_code: code }),
      );
      expect([code, placed.status, placed.body.errors]).toEqual([
        code,
        status,
        { discount_code: message },
      ]);
    }
    expect(await kit.count('sales_orders')).toBe(orders);
    expect(await uses()).toBe(before);
    expect(await kit.count('cart_items', `cart_id = '${cartId}'`)).toBe(1);
    expect(
      (
        await kit.call(
          'GET',
          '/portal/discounts?search=ONCE5',
          undefined,
          owner,
        )
      ).body.results[0],
    ).toMatchObject({ id: used.id, uses: 1 });
  });

  it('two customers racing for the last use: both orders are placed, one payment takes the code, the other gets 409 and nothing is charged', async () => {
    await addCode({ code: 'LAST1', value: '20', usage_limit: 1 });
    const [a, b] = await Promise.all([
      kit.placeOrder({ discount_code: 'LAST1' }),
      kit.placeOrder({ discount_code: 'LAST1' }),
    ]);
    expect(a.total).toBe('101.00');
    const answers = await Promise.all([pay(a.token), pay(b.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.errors).toEqual({
      discount_code: DISCOUNT_MESSAGES.limitReached,
    });
    const [row] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sales_orders WHERE id = ANY($1::int[]) AND payment_status = 'paid'`,
      [[a.id, b.id]],
    );
    expect(row!.n).toBe(1);
  });

  it('the customer’s detail lists the codes used on their orders (guest orders with their email too)', async () => {
    await kit.placeOrder({
      discount_code: 'WELCOME10',
      contact: {
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.test',
        phone: '+1 217 555 0100',
      },
    });
    const jane = await kit.call('GET', '/portal/customers/1', undefined, owner);
    expect(jane.body.used_discounts).toEqual([
      {
        id: expect.any(Number),
        code: 'WELCOME10',
        amount: '11.25',
        order: { id: expect.any(Number), order_no: expect.any(String) },
        created_on: expect.any(String),
      },
    ]);
  });

  it('Apply: a signed-in customer’s own cart; bad input 400; another store’s cart 404; portal users 403', async () => {
    const jane = (
      await api.login('jane@example.test', 'customer', { store_id: 1 })
    ).access;
    await kit.call(
      'POST',
      '/add-to-carts',
      {
        store_id: 1,
        service_id: kit.fx.serviceId,
        quantity: 1,
        answers: {
          [kit.fx.metal]: 1,
          [kit.fx.extras]: [3, 4],
          [kit.fx.note]: 'Hi',
        },
      },
      jane,
    );
    const mine = await kit.call(
      'POST',
      '/discounts/check',
      { store_id: 1, code: 'WELCOME10' },
      jane,
    );
    expect(mine.status).toBe(200);
    // Jane used WELCOME10 above, but it is not once per customer.
    expect(mine.body.code).toBe('WELCOME10');

    const cartId = await kit.guestCart();
    expect((await check(cartId, '')).status).toBe(400);
    expect(
      (
        await kit.call('POST', '/discounts/check', {
          store_id: 1,
          cart_id: 'x',
          code: 'WELCOME10',
        })
      ).status,
    ).toBe(400);
    const elsewhere = await kit.call('POST', '/discounts/check', {
      store_id: 2,
      cart_id: cartId,
      code: 'WELCOME10',
    });
    expect(elsewhere.status).toBe(404);
    const byOwner = await kit.call(
      'POST',
      '/discounts/check',
      { store_id: 1, cart_id: cartId, code: 'WELCOME10' },
      owner,
    );
    expect(byOwner.status).toBe(403);
  });
});
