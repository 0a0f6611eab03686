import { randomUUID } from 'node:crypto';
import { register } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';
import { CONTACT, orderKit, type OrderKit, trackOrder } from './ordersFixtures';

// Written as the attacks it prevents: order numbers count up across all stores, so
// a stranger walks them through GET /order-tracking. A number alone, a wrong email or link, another
// store's number and a store with tracking switched off must all answer one and the same 404.

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const TRACKING_NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'Order not found. Please check the order number and email.',
  errors: {},
};
const track = (
  query: Record<string, string | number | undefined>,
  token?: string,
) => trackOrder(kit, query, token);

describe('the walked order number (item 5)', () => {
  it('a number alone, a wrong email or token, a neighbour and another store’s number all answer one 404', async () => {
    const victim = await kit.placeOrder();
    const wrong = [
      { order_no: victim.order_no, store_id: 1 },
      { order_no: victim.order_no, store_id: 1, email: 'eve@example.test' },
      { order_no: victim.order_no, store_id: 1, email: `x${CONTACT.email}` },
      {
        order_no: victim.order_no,
        store_id: 1,
        tracking_token: randomUUID().replaceAll('-', '').padEnd(43, 'a'),
      },
      // another store's id with the right email: nothing tells which store owns the number
      { order_no: victim.order_no, store_id: 2, email: CONTACT.email },
      { order_no: '9999999', store_id: 1, email: CONTACT.email },
    ];
    const neighbours = [-2, -1, 1, 2].map((d) => ({
      order_no: String(Number(victim.order_no) + d),
      store_id: 1,
    }));
    for (const query of [...wrong, ...neighbours])
      expect(await track(query)).toEqual({
        status: 404,
        body: TRACKING_NOT_FOUND,
      });
    expect(
      (
        await track({
          order_no: victim.order_no,
          store_id: 1,
          email: CONTACT.email,
        })
      ).status,
    ).toBe(200);
  });

  it('a logged-in customer who does not own the order cannot track it by the number alone', async () => {
    const victim = await kit.placeOrder();
    const sam = await register(api, { email: 'walker-sam@example.test' });
    expect(
      await track({ order_no: victim.order_no, store_id: 1 }, sam.access),
    ).toEqual({ status: 404, body: TRACKING_NOT_FOUND });
    const jane = await api.login('jane@example.test', 'customer', {
      store_id: 1,
    });
    expect(
      await track({ order_no: victim.order_no, store_id: 1 }, jane.access),
    ).toEqual({ status: 404, body: TRACKING_NOT_FOUND });
    expect(
      (await track({ order_no: '1000001', store_id: 1 }, jane.access)).status,
    ).toBe(200);
  });
});

describe('tracking switched off (item 5)', () => {
  it('Globex does not track orders: its own order with the right email or link answers the same 404', async () => {
    const [order] = await api.db.query<{
      order_no: string;
      tracking_token: string;
    }>(
      `INSERT INTO sales_orders (store_id, status, contact_first_name, contact_last_name, contact_email, total)
       VALUES (2, 'new', 'Gina', 'Lopez', 'gina@example.test', '10.00') RETURNING order_no, tracking_token`,
    );
    const byEmail = {
      order_no: order!.order_no,
      store_id: 2,
      email: 'gina@example.test',
    };
    const byLink = {
      order_no: order!.order_no,
      store_id: 2,
      tracking_token: order!.tracking_token,
    };
    expect(await track(byEmail)).toEqual({
      status: 404,
      body: TRACKING_NOT_FOUND,
    });
    expect(await track(byLink)).toEqual({
      status: 404,
      body: TRACKING_NOT_FOUND,
    });
    // The same lookups find the order once the store switches tracking on.
    await api.db.query(
      'UPDATE stores SET is_order_tracking_enabled = true WHERE id = 2',
    );
    try {
      expect((await track(byEmail)).status).toBe(200);
      expect((await track(byLink)).status).toBe(200);
    } finally {
      await api.db.query(
        'UPDATE stores SET is_order_tracking_enabled = false WHERE id = 2',
      );
    }
  });

  it('switched off, even the order’s own customer gets the 404', async () => {
    const jane = await api.login('jane@example.test', 'customer', {
      store_id: 1,
    });
    await api.db.query(
      'UPDATE stores SET is_order_tracking_enabled = false WHERE id = 1',
    );
    try {
      expect(
        await track({ order_no: '1000001', store_id: 1 }, jane.access),
      ).toEqual({ status: 404, body: TRACKING_NOT_FOUND });
    } finally {
      await api.db.query(
        'UPDATE stores SET is_order_tracking_enabled = true WHERE id = 1',
      );
    }
  });
});
