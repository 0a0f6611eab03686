import { type TestApi, createTestApi } from './helpers';
import { trackingChannel } from '../src/areas/notifications/live';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (url: string, token?: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token });
const track = (query: string, token?: string) =>
  get(`/order-tracking?${query}`, token);
const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'Order not found. Please check the order number and email.',
  errors: {},
};
const JANE = 'jane@example.test';
const trackingTokenOf = async (orderNo: string) =>
  (
    await api.db.query<{ tracking_token: string }>(
      'SELECT tracking_token FROM sales_orders WHERE order_no = $1',
      [orderNo],
    )
  )[0]!.tracking_token;

// The demo order's timeline as the customer reads it: words and dates, never a code.
const DEMO_STEPS = [
  {
    kind: 'created',
    label: 'Order placed',
    image_url: null,
    created_on: '2026-01-05T09:00:00.000Z',
  },
  {
    kind: 'payment',
    label: 'Paid',
    image_url: null,
    created_on: '2026-01-05T09:05:00.000Z',
  },
];

// The page's live connection: the order's public channel on the embedded push server.
const liveOf = (token: string) => ({
  key: 'platform-key',
  ws_host: null,
  ws_port: null,
  force_tls: false,
  cluster: 'mt1',
  channel: trackingChannel(token),
});

describe('order tracking', () => {
  it('finds the store’s order by number and email without personal data for an anonymous caller', async () => {
    const token = await trackingTokenOf('1000001');
    for (const flag of ['True', 'False']) {
      const res = await track(
        `order_no=1000001&store_id=1&is_validated=${flag}&email=${JANE}`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        order_number: '1000001',
        status: 'in_progress',
        status_label: 'In progress',
        steps: DEMO_STEPS,
        created_on: '2026-01-05T09:00:00.000Z',
        items_count: 1,
        store_id: 1,
        live: liveOf(token),
      });
    }
  });

  it('the email matches whatever its case and surrounding spaces', async () => {
    const res = await track(
      `order_no=1000001&store_id=1&email=${encodeURIComponent(' Jane@Example.TEST ')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.order_number).toBe('1000001');
  });

  it('the tracking link’s token finds the order without an email', async () => {
    const token = await trackingTokenOf('1000001');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await track(
      `order_no=1000001&store_id=1&tracking_token=${token}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      order_number: '1000001',
      status: 'in_progress',
      status_label: 'In progress',
      steps: DEMO_STEPS,
      created_on: '2026-01-05T09:00:00.000Z',
      items_count: 1,
      store_id: 1,
      live: liveOf(token),
    });
  });

  it('the order’s own customer tracks by the number alone and also sees the total and the name', async () => {
    const jane = await api.login('jane@example.test', 'customer', {
      store_id: 1,
    });
    const res = await track('order_no=1000001&store_id=1', jane.access);
    expect(res.body).toMatchObject({
      order_number: '1000001',
      total: '75.00',
      customer: { first_name: 'Jane', last_name: 'Doe' },
      live: liveOf(await trackingTokenOf('1000001')),
    });
  });

  it.each([
    ['order_no=123&store_id=1', 'Please enter correct order number'],
    ['order_no=12345678&store_id=1', 'Please enter correct order number'],
    ['order_no=&store_id=1', 'This field is required'],
    ['store_id=1', 'This field is required'],
  ])('%s → 400', async (query, message) => {
    const res = await track(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message,
      errors: { order_no: message },
    });
  });

  it('store_id, is_validated and the email are checked too', async () => {
    expect((await track('order_no=1000001')).body.errors).toEqual({
      store_id: 'This field is required.',
    });
    expect((await track('order_no=1&store_id=x')).body.errors).toEqual({
      store_id: 'A valid integer is required.',
    });
    const flag = await track('order_no=1000001&store_id=1&is_validated=maybe');
    expect(flag.status).toBe(400);
    expect(flag.body.errors.is_validated).toEqual(expect.any(String));
    expect(
      await track('order_no=1000001&store_id=1&email=jane-at-example'),
    ).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      },
    });
  });

  it('an unknown number and another store’s order answer the same 404; an inactive store 403', async () => {
    const unknown = await track(`order_no=9999999&store_id=1&email=${JANE}`);
    const otherStore = await track(`order_no=1000001&store_id=2&email=${JANE}`);
    expect(unknown).toEqual({ status: 404, body: NOT_FOUND });
    expect(otherStore).toEqual({ status: 404, body: NOT_FOUND });
    expect(
      (await track(`order_no=1000001&store_id=3&email=${JANE}`)).body.code,
    ).toBe('STORE.INACTIVE');
  });
});

describe('insurances', () => {
  it('an empty list when the store has no plans', async () => {
    expect(await get('/insurances?store_id=1')).toEqual({
      status: 200,
      body: [],
    });
  });

  it('only the active plans of that store', async () => {
    await api.db.query(
      `INSERT INTO insurances (store_id, name, rate, price, is_active) VALUES
        (1, 'Basic cover', 2.5, NULL, true), (1, 'Full cover', NULL, 19.99, true),
        (1, 'Old plan', 1, NULL, false), (2, 'Globex cover', 3, NULL, true)`,
    );
    const res = await get('/insurances?store_id=1');
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Basic cover',
        rate: '2.50',
        price: null,
        is_selected: false,
      },
      {
        id: expect.any(Number),
        name: 'Full cover',
        rate: null,
        price: '19.99',
        is_selected: false,
      },
    ]);
    expect(
      (await get('/insurances?store_id=2')).body.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Globex cover']);
  });

  it('bad or inactive stores', async () => {
    const bad = await get('/insurances?store_id=acme');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      store_id: 'A valid integer is required.',
    });
    expect((await get('/insurances')).body.errors).toEqual({
      store_id: 'This field is required.',
    });
    expect((await get('/insurances?store_id=3')).status).toBe(403);
    expect((await get('/insurances?store_id=99')).status).toBe(404);
  });
});
