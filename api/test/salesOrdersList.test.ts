import { createRepairKit, type RepairKit } from './repairFixtures';

// The store's sales orders table: filters, search, sorting, server-side paging and the
// status tabs' counts; staff see only their locations. Demo orders: 1000001 (Jane, in progress,
// paid, Downtown, Jan 5), 1000002 (Jane, completed, paid, Downtown, Dec 10), 1000003 (Ben, a guest,
// new, unpaid, Uptown, Jan 8).

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

const numbers = (body: { results: { order_no: string }[] }) =>
  body.results.map((row) => row.order_no);
const list = (query: string, who: 'owner' | 'staff' | 'globex' = 'owner') =>
  kit.call('GET', `/sales-orders?${query}`, who);

describe('GET /sales-orders', () => {
  it('the owner sees every order of the store, newest first, with the counts of each tab', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      count: 3,
      page: 1,
      page_size: 20,
      status_counts: {
        all: 3,
        new: 1,
        in_progress: 1,
        ready: 0,
        shipped: 0,
        completed: 1,
        cancelled: 0,
      },
    });
    expect(numbers(res.body)).toEqual(['1000003', '1000001', '1000002']);
    expect(res.body.results[1]).toEqual({
      id: 1,
      order_no: '1000001',
      status: 'in_progress',
      payment_status: 'paid',
      created_on: '2026-01-05T09:00:00.000Z',
      updated_on: '2026-01-06T10:00:00.000Z',
      location: { id: 1, name: 'Acme Downtown' },
      customer_name: 'Jane Doe',
      contact_email: 'jane@example.test',
      is_guest: false,
      total: '75.00',
      item_count: 1,
      open_work_orders: 0,
      unpaid_charges: 2,
      version: 1,
    });
  });

  it('staff see only the orders of their location, and nothing of another location when they ask', async () => {
    const res = await list('', 'staff');
    expect(numbers(res.body)).toEqual(['1000001', '1000002']);
    expect(res.body.status_counts).toMatchObject({ all: 2, new: 0 });
    expect((await list('location_id=2', 'staff')).body.count).toBe(0);
    expect((await list('', 'globex')).body).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('filters by status (the tabs keep their counts), payment, location, search and dates', async () => {
    const byStatus = await list('status=new');
    expect(numbers(byStatus.body)).toEqual(['1000003']);
    expect(byStatus.body.count).toBe(1);
    expect(byStatus.body.status_counts.all).toBe(3);
    expect(numbers((await list('payment_status=paid')).body)).toEqual([
      '1000001',
      '1000002',
    ]);
    expect(numbers((await list('location_id=2')).body)).toEqual(['1000003']);
    expect(numbers((await list('search=ben%20car')).body)).toEqual(['1000003']);
    expect(numbers((await list('search=JANE%40')).body)).toEqual([
      '1000001',
      '1000002',
    ]);
    expect(numbers((await list('search=000002')).body)).toEqual(['1000002']);
    // LIKE's wildcards are searched as text
    expect((await list('search=100000%25')).body.count).toBe(0);
    expect(numbers((await list('date_from=2026-01-05')).body)).toEqual([
      '1000003',
      '1000001',
    ]);
    expect(numbers((await list('date_to=2026-01-05')).body)).toEqual([
      '1000001',
      '1000002',
    ]);
  });

  it('sorts by any column both ways and pages on the server', async () => {
    expect(numbers((await list('ordering=total')).body)).toEqual([
      '1000002',
      '1000001',
      '1000003',
    ]);
    // Jane before Ben, descending; equal names by id, the same way
    expect(numbers((await list('ordering=-customer_name')).body)).toEqual([
      '1000002',
      '1000001',
      '1000003',
    ]);
    expect(numbers((await list('ordering=order_no')).body)).toEqual([
      '1000001',
      '1000002',
      '1000003',
    ]);
    const page2 = await list('ordering=order_no&page=2&page_size=2');
    expect(page2.body).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(numbers(page2.body)).toEqual(['1000003']);
  });

  it('bad filters are 400 with field errors; customers and vendors 403, no token 401', async () => {
    const res = await list(
      'status=lost&page_size=101&page=0&ordering=colour&date_from=soon',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'date_from',
      'ordering',
      'page',
      'page_size',
      'status',
    ]);
    const backwards = await list('date_from=2026-02-01&date_to=2026-01-01');
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { date_to: 'The end date must not be before the start date.' },
    });
    expect((await kit.call('GET', '/sales-orders', 'jane')).status).toBe(403);
    expect((await kit.call('GET', '/sales-orders', 'fixit')).status).toBe(403);
    expect((await kit.call('GET', '/sales-orders')).status).toBe(401);
  });

  // Its speed is measured by `npm run bench` (the list over 10,000 orders), not timed here.
  it('pages, searches and counts over 10,000 orders', async () => {
    await kit.api.db.query(
      `INSERT INTO sales_orders (store_id, location_id, order_no, status, total, subtotal, contact_first_name,
         contact_last_name, contact_email, created_on)
       SELECT 1, 1 + (n % 2), (2000000 + n)::text, (ARRAY['new', 'in_progress', 'ready', 'completed'])[1 + n % 4],
         n % 500, n % 500, 'Bulk', 'Customer ' || n, 'bulk' || n || '@example.test',
         '2025-01-01'::timestamptz + make_interval(mins => n)
       FROM generate_series(1, 10000) AS n`,
    );
    const res = await list('page_size=50&search=customer');
    expect(res.body.count).toBe(10000);
    expect(res.body.results).toHaveLength(50);
    expect(res.body.results[0].order_no).toBe('2010000');
  });
});
