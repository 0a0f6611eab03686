import { createEstimate, createOrder, register } from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
let jane: string;
beforeAll(async () => {
  api = await createTestApi();
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
});
afterAll(() => api.close());

const get = (url: string, token = jane) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token });
const janeOrderCount = async () =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sales_orders WHERE customer_id = 1',
    )
  )[0]!.n;

describe('GET /customers/me/orders', () => {
  it("pages the caller's orders newest first, with their lines", async () => {
    const old = await createOrder(api, { createdOn: '2025-01-01T10:00:00Z' });
    const newest = await createOrder(api, {
      createdOn: '2030-01-01T10:00:00Z',
      status: 'completed',
    });
    const total = await janeOrderCount();
    const first = await get('/customers/me/orders?page=1&page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(total);
    expect(first.body.next).toBe(total > 2 ? '?page=2&page_size=2' : null);
    expect(first.body.results).toHaveLength(2);
    const top = first.body.results[0] as Json;
    expect(top).toMatchObject({
      order_no: newest.order_no,
      status: 'completed',
      total: '45.00',
      contact: { first_name: 'Jane', email: 'jane@example.test' },
      lines: [
        {
          service: { name: 'Ring Sizing' },
          quantity: 1,
          unit_price: '45.00',
          choices: [{ label: 'Metal', value: 'Gold' }],
        },
      ],
      feedback: { token: newest.feedback_token, submitted: false },
    });
    const all = await get(`/customers/me/orders?page=1&page_size=100`);
    const numbers = (all.body.results as Json[]).map((o) => o.order_no);
    expect(numbers[numbers.length - 1]).toBe(old.order_no);
    expect(all.body.next).toBeNull();
    const dates = (all.body.results as Json[]).map((o) => o.created_on);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("never lists another customer's or another store's orders", async () => {
    const sam = await register(api, { email: 'orders-sam@example.test' });
    const samOrder = await createOrder(api, { customerId: sam.customer.id });
    const guestOrder = await createOrder(api, { customerId: null });
    const janeNumbers = (
      (await get('/customers/me/orders?page_size=100')).body.results as Json[]
    ).map((o) => o.order_no);
    expect(janeNumbers).not.toContain(samOrder.order_no);
    expect(janeNumbers).not.toContain(guestOrder.order_no);
    const samList = await get('/customers/me/orders', sam.access);
    expect(samList.body).toMatchObject({
      count: 1,
      next: null,
      results: [{ order_no: samOrder.order_no }],
    });
    const globex = await register(api, {
      store_id: 2,
      email: 'orders-globex@example.test',
    });
    expect((await get('/customers/me/orders', globex.access)).body).toEqual({
      count: 0,
      next: null,
      results: [],
    });
  });

  it('rejects a bad page size', async () => {
    const response = await get('/customers/me/orders?page_size=1000');
    expect(response.status).toBe(400);
    expect(response.body.errors.page_size).toBe(
      'Ensure this value is less than or equal to 100.',
    );
  });
});

describe('GET /customers/me/orders/{order_no}', () => {
  it("answers the caller's order", async () => {
    const order = await createOrder(api, { status: 'in_progress' });
    const response = await get(`/customers/me/orders/${order.order_no}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: order.id,
      order_no: order.order_no,
      status: 'in_progress',
      feedback: null,
    });
    expect(response.body.lines).toHaveLength(1);
  });

  it('answers the status in words and the customer’s timeline, as the tracking page does', async () => {
    const response = await get('/customers/me/orders/1000001');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      order_no: '1000001',
      status: 'in_progress',
      status_label: 'In progress',
      steps: [
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
      ],
    });
  });

  it("answers 404 for another customer's order, a guest order and unknown numbers", async () => {
    const sam = await register(api, { email: 'orders-other@example.test' });
    const samOrder = await createOrder(api, { customerId: sam.customer.id });
    const guestOrder = await createOrder(api, { customerId: null });
    for (const orderNo of [
      samOrder.order_no,
      guestOrder.order_no,
      '9999999',
      'abc',
    ]) {
      expect(await get(`/customers/me/orders/${orderNo}`)).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Order not found.', errors: {} },
      });
    }
    expect(
      (await get(`/customers/me/orders/${samOrder.order_no}`, sam.access))
        .status,
    ).toBe(200);
  });

  it('needs a customer login', async () => {
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/customers/me/orders' }))
        .status,
    ).toBe(401);
    const owner = (await api.login('owner@acme.test')).access;
    expect((await get('/customers/me/orders', owner)).status).toBe(403);
  });
});

describe('GET /customers/me/estimates', () => {
  it("lists the caller's estimates newest first, and only theirs", async () => {
    const before = (await get('/customers/me/estimates')).body.length;
    const old = await createEstimate(api, {
      createdOn: '2025-02-01T10:00:00Z',
    });
    const recent = await createEstimate(api, {
      createdOn: '2030-02-01T10:00:00Z',
    });
    const sam = await register(api, { email: 'estimates-sam@example.test' });
    const samEstimate = await createEstimate(api, {
      customerId: sam.customer.id,
    });
    await createEstimate(api, { customerId: null });
    const list = await get('/customers/me/estimates');
    expect(list.status).toBe(200);
    const numbers = (list.body as Json[]).map((e) => e.estimate_no);
    expect(numbers).toHaveLength(before + 2);
    expect(numbers[0]).toBe(recent.estimate_no);
    expect(numbers).toContain(old.estimate_no);
    expect(numbers).not.toContain(samEstimate.estimate_no);
    expect(list.body[0]).toMatchObject({
      status: 'requested',
      notes: 'Please quote',
      subtotal: '45.00',
      contact: { first_name: 'Jane', email: 'jane@example.test' },
      lines: [{ service: { name: 'Ring Sizing' }, quantity: 1 }],
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(
      (await get('/customers/me/estimates', sam.access)).body.map(
        (e: Json) => e.estimate_no,
      ),
    ).toEqual([samEstimate.estimate_no]);
  });

  it('needs a customer login', async () => {
    expect(
      (
        await api.request({
          method: 'GET',
          url: '/api/v1/customers/me/estimates',
        })
      ).status,
    ).toBe(401);
  });
});
