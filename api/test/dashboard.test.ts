import { SETTINGS_MESSAGES } from 'shared/contracts/settings';
import { type TestApi, createTestApi } from './helpers';

// The owner's dashboard: today's orders and revenue, the range by day, open work by
// status and what waits on the customer, per location, computed by the database.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  // A quiet week at Acme, in a month no demo order falls in (UTC+2 days).
  const orders: [number, number, string, string, string][] = [
    [9801, 1, 'new', '20.00', '2030-03-10T09:00:00Z'],
    [9802, 1, 'in_progress', '30.50', '2030-03-10T22:30:00Z'], // at UTC+2, the 11th
    [9803, 2, 'ready', '15.00', '2030-03-12T12:00:00Z'],
    [9804, 1, 'completed', '40.00', '2030-03-12T13:00:00Z'],
    [9805, 1, 'cancelled', '99.00', '2030-03-12T14:00:00Z'],
  ];
  for (const [id, location, status, total, created] of orders)
    await api.db.query(
      `INSERT INTO sales_orders (id, store_id, location_id, order_no, status, total, created_on)
       VALUES ($1, 1, $2, $3, $4, $5, $6)`,
      [id, location, String(9800000 + id), status, total, created],
    );
  await api.db.query(
    `INSERT INTO charges (sales_order_id, kind, requested_by, amount, reason)
     VALUES (9802, 'additional', 'store_owner', 12.25, 'Extra stone'),
            (9802, 'extra', 'vendor', 5.00, 'Polish')`,
  );
}, 60_000);
afterAll(() => api.close());

const dashboard = (query: string, token = owner) =>
  api.request({
    method: 'GET',
    url: `/api/v1/stores/1/dashboard?${query}`,
    token,
  });

it('counts the range by the browser’s days, leaves cancelled orders out and lists open work', async () => {
  const answer = await dashboard(
    'from=2030-03-10&to=2030-03-12&utc_offset=120',
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    from: '2030-03-10',
    to: '2030-03-12',
    location_id: null,
    range_figures: { orders: 4, revenue: '105.50' },
    days: [
      { date: '2030-03-10', orders: 1, revenue: '20.00' },
      { date: '2030-03-11', orders: 1, revenue: '30.50' },
      { date: '2030-03-12', orders: 2, revenue: '55.00' },
    ],
    waiting: {
      orders_awaiting_payment: 1,
      unpaid_charges_amount: '17.25',
      estimates_sent: 0,
    },
  });
  expect(
    [...answer.body.work_in_progress].sort((a, b) =>
      a.status.localeCompare(b.status),
    ),
  ).toEqual([
    { status: 'in_progress', count: 1 },
    { status: 'new', count: 1 },
    { status: 'ready', count: 1 },
  ]);
});

it('narrows to one location; another store’s location 404; bad ranges 400', async () => {
  const one = await dashboard('from=2030-03-10&to=2030-03-12&location_id=2');
  expect(one.body.range_figures).toEqual({ orders: 1, revenue: '15.00' });
  const globexLocation = (
    await api.db.query<{ id: number }>(
      'SELECT id FROM locations WHERE store_id = 2 LIMIT 1',
    )
  )[0]!.id;
  const foreign = await dashboard(
    `from=2030-03-10&to=2030-03-12&location_id=${globexLocation}`,
  );
  expect(foreign.status).toBe(404);
  const backwards = await dashboard('from=2030-03-12&to=2030-03-10');
  expect(backwards.status).toBe(400);
  expect(backwards.body.errors).toEqual({ from: SETTINGS_MESSAGES.range });
  const long = await dashboard('from=2028-01-01&to=2030-03-10');
  expect(long.body.errors).toEqual({ from: SETTINGS_MESSAGES.rangeTooLong });
  const notADay = await dashboard('from=2030-02-30&to=2030-03-10');
  expect(notADay.body.errors).toEqual({ from: SETTINGS_MESSAGES.date });
});

it('shows a staff member only the locations where they hold the dashboard', async () => {
  // Sam holds the dashboard's view level at Acme's location 1 only.
  const staff = (await api.login('staff@acme.test')).access;
  const mine = await dashboard('from=2030-03-10&to=2030-03-12', staff);
  expect(mine.body.range_figures).toEqual({ orders: 3, revenue: '90.50' });
  const notMine = await dashboard(
    'from=2030-03-10&to=2030-03-12&location_id=2',
    staff,
  );
  expect(notMine.status).toBe(403);
  await api.db.query(
    `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
    [
      JSON.stringify({
        global_permissions: [],
        locations_permissions: [
          {
            location_id: 1,
            permissions: [{ module_id: 5, permissions: [3], is_enable: 1 }],
          },
        ],
      }),
    ],
  );
  const refused = await dashboard('from=2030-03-10&to=2030-03-12', staff);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(SETTINGS_MESSAGES.dashboardDenied);
});

it('answers 10,000 orders’ figures quickly', async () => {
  await api.db.query(
    `INSERT INTO sales_orders (id, store_id, location_id, order_no, status, total, created_on)
     SELECT 100000 + n, 1, 1, (8000000 + n)::text, (ARRAY['new', 'in_progress', 'ready', 'completed'])[1 + n % 4],
       10 + n % 90, timestamptz '2031-01-01' + make_interval(mins => n * 50)
     FROM generate_series(1, 10000) AS n`,
  );
  const started = Date.now();
  const answer = await dashboard('from=2031-01-01&to=2031-12-31');
  expect(answer.body.range_figures.orders).toBe(10000);
  expect(answer.body.days).toHaveLength(365);
  expect(Date.now() - started).toBeLessThan(3000);
});
