import { type Json, type TestApi, createTestApi } from './helpers';
import { ADDRESS, CONTACT, orderKit, type OrderKit } from './ordersFixtures';

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const post = (body: Json, token?: string) =>
  kit.call('POST', '/orders', body, token);

describe('POST /orders (guest)', () => {
  it('turns the cart into an order: lines with readable choices, totals, cart emptied, users notified, mail sent', async () => {
    const cartId = await kit.guestCart();
    const res = await post(kit.orderBody(cartId));
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toEqual({
      id: expect.any(Number),
      store_id: 1,
      order_no: expect.stringMatching(/^\d{7}$/),
      status: 'new',
      payment_status: 'unpaid',
      created_on: expect.any(String),
      paid_on: null,
      is_guest: true,
      contact: CONTACT,
      shipping_address: { ...ADDRESS, address_line2: null },
      carrier: { id: 2, name: 'USPS' },
      insurance: null,
      lines: [
        {
          id: expect.any(Number),
          service: {
            id: kit.fx.serviceId,
            name: 'Test Engraving',
            image: null,
          },
          quantity: 2,
          unit_price: '56.25',
          line_total: '112.50',
          choices: [
            { label: 'd option', value: 'Gold' },
            { label: 'rb option', value: 'Polish, Box' },
            { label: 'st option', value: 'Hello' },
          ],
        },
      ],
      subtotal: '112.50',
      shipping: '8.50',
      insurance_amount: '0.00',
      total: '121.00',
      charges: [],
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      feedback: null,
      tracking_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(order.tracking_token).not.toBe(order.token);
    expect(Number(order.order_no)).toBeGreaterThan(1000002);
    const cart = await kit.call('GET', `/carts?cart_id=${cartId}`);
    expect(cart.body.data.items).toEqual([]);
    const notes = await api.db.query(
      `SELECT user_id, is_watching, short_description, description, order_no, notification_sales_order_id
       FROM notifications WHERE notification_sales_order_id = $1 ORDER BY user_id`,
      [order.id],
    );
    expect(notes).toEqual(
      [2, 3].map((userId) => ({
        user_id: userId,
        is_watching: true,
        short_description: 'New sales order',
        description: `New sales order ${order.order_no} was placed by Ada Lovelace.`,
        order_no: order.order_no,
        notification_sales_order_id: order.id,
      })),
    );
    const [mail] = await api.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      ['ada@example.test'],
    );
    expect(mail!.subject).toBe(`Your order ${order.order_no}`);
    expect(mail!.text_body).toContain(
      `Track your order: http://acme.localhost/order-tracking/${order.order_no}?token=${order.tracking_token}`,
    );
    expect(mail!.text_body).toContain(
      `Pay or view your order: http://acme.localhost/checkout/payment/${order.token}`,
    );
    const byToken = await kit.call('GET', `/orders/by-token/${order.token}`);
    expect(byToken).toEqual({ status: 200, body: order });
  });

  it('the same idempotency key answers 200 with the same order and creates nothing', async () => {
    const body = kit.orderBody(await kit.guestCart());
    const first = await post(body);
    const before = {
      orders: await kit.count('sales_orders'),
      notes: await kit.count('notifications'),
    };
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body.order).toEqual(first.body.order);
    expect(await kit.count('sales_orders')).toBe(before.orders);
    expect(await kit.count('notifications')).toBe(before.notes);
  });

  it('two concurrent posts with one key make one order', async () => {
    const body = kit.orderBody(await kit.guestCart());
    const before = await kit.count('sales_orders');
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.order.id).toBe(b.body.order.id);
    expect(await kit.count('sales_orders')).toBe(before + 1);
    expect(
      await kit.count(
        'sales_order_lines',
        `sales_order_id = ${a.body.order.id}`,
      ),
    ).toBe(1);
  });

  it.each([
    [1, 'Fedex', '15.00', '127.50'],
    [2, 'USPS', '8.50', '121.00'],
    [3, 'UPS', '12.00', '124.50'],
    [9, 'UPS', '12.00', '124.50'],
  ])('carrier %i is %s at %s', async (carrierId, name, shipping, total) => {
    const order = await kit.placeOrder({ carrier_id: carrierId });
    expect(order).toMatchObject({
      carrier: { id: carrierId, name },
      shipping,
      total,
    });
  });

  it('insurance: a rate is a percentage of the subtotal rounded to the cent, a price is fixed', async () => {
    const [rate, fixed, inactive, other] = await api.db.query<{ id: number }>(
      `INSERT INTO insurances (store_id, name, rate, price, is_active) VALUES
        (1, 'Basic cover', 2.5, NULL, true), (1, 'Full cover', NULL, 19.99, true),
        (1, 'Old plan', 1, NULL, false), (2, 'Globex cover', 3, NULL, true) RETURNING id`,
    );
    const byRate = await kit.placeOrder({ insurance_id: rate!.id });
    // 2.5 % of 112.50 = 2.8125 → 2.81
    expect(byRate).toMatchObject({
      insurance: { id: rate!.id, name: 'Basic cover', amount: '2.81' },
      insurance_amount: '2.81',
      total: '123.81',
    });
    const byPrice = await kit.placeOrder({
      insurance_id: fixed!.id,
      carrier_id: 1,
    });
    expect(byPrice).toMatchObject({
      insurance_amount: '19.99',
      total: '147.49',
    });
    for (const plan of [inactive!, other!, { id: 999999 }]) {
      const res = await post(
        kit.orderBody(await kit.guestCart(), { insurance_id: plan.id }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        insurance_id: 'Select a valid insurance plan.',
      });
    }
  });
});

describe('public reads', () => {
  it('GET /shipping-rates lists the store rates; unknown tokens are 404', async () => {
    expect(await kit.call('GET', '/shipping-rates?store_id=2')).toEqual({
      status: 200,
      body: [
        { carrier_id: 1, carrier_name: 'Fedex', price: '15.00' },
        { carrier_id: 2, carrier_name: 'USPS', price: '8.50' },
        { carrier_id: 3, carrier_name: 'UPS', price: '12.00' },
      ],
    });
    expect((await kit.call('GET', '/shipping-rates?store_id=3')).status).toBe(
      403,
    );
    expect(
      await kit.call('GET', `/orders/by-token/${'x'.repeat(32)}`),
    ).toMatchObject({
      status: 404,
      body: { message: 'Order not found.' },
    });
  });

  it('the demo orders: 1000001 paid with two unpaid charges, 1000002 completed with a feedback token', async () => {
    const first = await kit.call(
      'GET',
      '/orders/by-token/demo-order-1000001-0000000000001',
    );
    expect(first.body).toMatchObject({
      order_no: '1000001',
      status: 'in_progress',
      payment_status: 'paid',
      subtotal: '60.00',
      shipping: '15.00',
      total: '75.00',
      feedback: null,
      charges: [
        {
          kind: 'additional',
          requested_by: 'store_owner',
          status: 'unpaid',
          token: 'demo-additional-charge-000000001',
        },
        {
          kind: 'extra',
          requested_by: 'vendor',
          status: 'unpaid',
          token: 'demo-extra-charge-00000000000001',
        },
      ],
    });
    expect(first.body.lines[0].choices).toEqual([
      { label: 'Ring size', value: 'Current size: 6, Desired size: 7' },
      { label: 'Metal type', value: 'White gold' },
      { label: 'Rush service (48 hours)', value: 'No' },
    ]);
    const second = await kit.call(
      'GET',
      '/orders/by-token/demo-order-1000002-0000000000001',
    );
    expect(second.body).toMatchObject({
      order_no: '1000002',
      status: 'completed',
      total: '63.50',
      feedback: { token: 'demo-feedback-1000002-0000000001', submitted: false },
    });
  });
});
