import { createTestApi, TEST_DEV_KEY, type TestApi } from './helpers';

// POST /dev/bulk-orders, the benchmark's order book: development only, and the orders it makes are
// real rows of the store's sales orders list.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const bulk = (payload: unknown, headers: Record<string, string> = {}) =>
  api.request({
    method: 'POST',
    url: '/api/v1/dev/bulk-orders',
    payload: payload as Record<string, unknown>,
    headers,
  });

test('makes a batch of orders that the owner finds in the list, newest first', async () => {
  const made = await bulk(
    { store_id: 1, count: 40 },
    { 'x-dev-key': TEST_DEV_KEY },
  );
  expect(made).toEqual({
    status: 201,
    body: { first_order_no: '3000001', count: 40 },
  });
  const next = await bulk({ store_id: 1, count: 2 });
  expect(next.body.first_order_no).toBe('3000041');
  const { access } = await api.login('owner@acme.test');
  const list = await api.request({
    method: 'GET',
    url: '/api/v1/sales-orders?search=Bulk&page_size=5',
    token: access,
  });
  expect(list.body.count).toBe(42);
  expect(list.body.results[0].order_no).toBe('3000041');
});

test('refuses bad input and unknown stores, and a browser never reaches it', async () => {
  expect((await bulk({ store_id: 1, count: 0 })).status).toBe(400);
  expect((await bulk({ store_id: 999, count: 1 })).status).toBe(404);
  const fromPage = await bulk(
    { store_id: 1, count: 1 },
    { origin: 'http://acme.localhost:3000' },
  );
  expect(fromPage.status).toBe(404);
});
