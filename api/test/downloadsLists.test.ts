import { getAs, readXlsx } from './downloadHelpers';
import { createTestApi, type TestApi } from './helpers';

// The exports hold exactly the rows of the lists they come from: for the same filters,
// ordering and caller, GET /sales-orders, /work-orders and /vendor/work-orders list the same
// records, in the same order, as their export.xlsx. Guards the two against drifting apart.

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  for (const [name, email, kind] of [
    ['owner', 'owner@acme.test', 'portal'],
    ['staff', 'staff@acme.test', 'portal'],
    ['globex', 'owner@globex.test', 'portal'],
    ['vendor', 'owner@fixit.test', 'vendor'],
  ] as const)
    tokens[name] = (await api.login(email, kind)).access;
  // a varied dozen of Acme orders: statuses, payment, both locations, names and days
  await api.db.query(
    `INSERT INTO sales_orders (store_id, location_id, order_no, status, payment_status,
       contact_first_name, contact_last_name, contact_email, subtotal, total, created_on)
     SELECT 1, 1 + n % 2, (7000000 + n)::text,
       (ARRAY['new', 'in_progress', 'ready', 'shipped', 'completed', 'cancelled'])[1 + n % 6],
       (ARRAY['unpaid', 'paid'])[1 + n % 3 % 2],
       (ARRAY['Ann', 'Bob', 'Cy'])[1 + n % 3], 'Lister', 'list' || n || '@example.test',
       n * 7, n * 7, timestamptz '2026-10-01' + n * interval '3 days'
     FROM generate_series(1, 12) AS n`,
  );
  await api.db.query(
    "INSERT INTO vendors (name) VALUES ('Other Bench'), ('Third Bench')",
  );
  await api.db.query(
    `INSERT INTO store_vendors (store_id, vendor_id)
     SELECT 1, id FROM vendors ON CONFLICT DO NOTHING`,
  );
  // work orders of those orders, for Fixit and the other benches
  await api.db.query(
    `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no, status, due_date)
     SELECT 1, o.id, v.id, o.order_no || '-' || v.id,
       (ARRAY['assigned', 'accepted', 'in_progress', 'done'])[1 + (o.id + v.id) / 2 % 4],
       date '2026-12-01' + (o.id % 5)
     FROM sales_orders o CROSS JOIN vendors v
     WHERE o.order_no LIKE '7%' AND (o.id + v.id) % 2 = 0`,
  );
}, 60_000);
afterAll(() => api.close());

const call = (url: string, token: string) => getAs(api, url, token);

async function exportedFirstColumn(url: string, token: string) {
  const res = await call(url, token);
  expect(res.statusCode).toBe(200);
  const { rows } = await readXlsx(res.rawPayload);
  return rows.map((row) => String(row[0]));
}

async function listed<T>(url: string, token: string, key: (row: T) => string) {
  const res = await call(
    `${url}${url.includes('?') ? '&' : '?'}page_size=100`,
    token,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().results as T[]).map(key);
}

describe('GET /sales-orders/export.xlsx', () => {
  // another store's owner exports none of Acme's; every other case has rows to compare
  it.each([
    ['', 'owner', true],
    ['', 'staff', true],
    ['', 'globex', false],
    ['?status=in_progress', 'owner', true],
    ['?payment_status=paid&ordering=total', 'owner', true],
    ['?location_id=2&ordering=-order_no', 'owner', true],
    ['?search=bob&ordering=customer_name', 'staff', true],
    [
      '?date_from=2026-10-10&date_to=2026-10-25&ordering=created_on',
      'owner',
      true,
    ],
    ['?status=ready&location_id=1', 'staff', true],
  ])(
    'lists what GET /sales-orders%s lists, for %s',
    async (query, who, hasRows) => {
      const fromList = await listed<{ order_no: string }>(
        `/sales-orders${query}`,
        tokens[who]!,
        (row) => row.order_no,
      );
      expect(
        await exportedFirstColumn(
          `/sales-orders/export.xlsx${query}`,
          tokens[who]!,
        ),
      ).toEqual(fromList);
      expect(fromList.length > 0).toBe(hasRows);
    },
  );
});

describe('GET /work-orders/export.xlsx and /vendor/work-orders/export.xlsx', () => {
  const label = (row: { work_order_no: string }) => `WO-${row.work_order_no}`;

  it.each([
    ['', 'owner'],
    ['', 'staff'],
    ['?status=done', 'owner'],
    ['?vendor_id=1&ordering=due_date', 'owner'],
    ['?location_id=2&ordering=-work_order_no', 'owner'],
    ['?search=Third&ordering=status', 'staff'],
  ])('lists what GET /work-orders%s lists, for %s', async (query, who) => {
    const fromList = await listed(`/work-orders${query}`, tokens[who]!, label);
    expect(
      await exportedFirstColumn(
        `/work-orders/export.xlsx${query}`,
        tokens[who]!,
      ),
    ).toEqual(fromList);
    expect(fromList.length).toBeGreaterThan(0);
  });

  it.each([
    [''],
    ['?status=accepted'],
    ['?status=assigned,in_progress&ordering=due_date'],
    ['?store_id=1&ordering=work_order_no'],
    ['?search=7000004'],
  ])(
    'lists what GET /vendor/work-orders%s lists, for the vendor',
    async (query) => {
      const fromList = await listed(
        `/vendor/work-orders${query}`,
        tokens.vendor!,
        label,
      );
      expect(
        await exportedFirstColumn(
          `/vendor/work-orders/export.xlsx${query}`,
          tokens.vendor!,
        ),
      ).toEqual(fromList);
      expect(fromList.length).toBeGreaterThan(0);
    },
  );
});
