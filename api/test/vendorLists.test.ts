import { createTestApi, type TestApi } from './helpers';

// The vendor's lists: its work orders by one or several statuses in one request, and the
// stores it is actively linked to (the work orders list's store filter).

let api: TestApi;
let vendor: string;

beforeAll(async () => {
  api = await createTestApi();
  vendor = (await api.login('owner@fixit.test', 'vendor')).access;
  await api.db.query(
    `INSERT INTO store_vendors (store_id, vendor_id, is_active)
     VALUES (1, 1, true), (2, 1, true), (3, 1, false)
     ON CONFLICT (store_id, vendor_id) DO UPDATE SET is_active = excluded.is_active`,
  );
  await api.db.query(
    `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no, status)
     SELECT 1, 1, 1, '1000001-' || n,
       (ARRAY['assigned', 'accepted', 'in_progress', 'done', 'rejected'])[n]
     FROM generate_series(1, 5) AS n`,
  );
}, 60_000);
afterAll(() => api.close());

const get = (url: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${vendor}` },
  });

describe('GET /vendor/work-orders?status=…', () => {
  it('lists the work orders of every status asked for, in one page', async () => {
    const res = await get(
      '/vendor/work-orders?status=assigned,accepted,in_progress&ordering=work_order_no',
    );
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(
      page.results.map((w: { work_order_no: string }) => w.work_order_no),
    ).toEqual(['1000001-1', '1000001-2', '1000001-3']);
    expect(page.count).toBe(3);
    // the tabs still count every status
    expect(page.status_counts).toMatchObject({ all: 5, done: 1, rejected: 1 });
  });

  it('still takes one status', async () => {
    const res = await get('/vendor/work-orders?status=done');
    expect(res.json().count).toBe(1);
  });

  it('answers 400 with the field error for a status it does not know', async () => {
    const res = await get('/vendor/work-orders?status=assigned,lost');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: expect.any(String),
      errors: { status: expect.any(String) },
    });
  });
});

describe('GET /vendor/stores', () => {
  it('lists the stores the vendor is actively linked to, by name', async () => {
    const res = await get('/vendor/stores');
    expect(res.statusCode).toBe(200);
    const [linked] = await api.db.query<{
      names: { id: number; name: string }[];
    }>(
      `SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY lower(s.name), s.id) AS names
       FROM stores s WHERE s.id IN (1, 2)`,
    );
    expect(res.json()).toEqual(linked!.names);
  });
});
