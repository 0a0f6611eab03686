import { listOutbox } from '../src/mail';
import { createTestApi, type Json, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The vendor's own customers and sales orders (ADR 0012). Fixit's owner and
// staff both work them; another vendor's ids answer 404; bad input 400 with field errors and
// nothing changed; stale or illegal moves 409.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
let store: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  store = (await api.login('owner@acme.test', 'portal')).access;
  rival = await addRivalVendor(api, 9901, 'owner@rival.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const count = async (table: string) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  )[0]!.n;

describe('GET /vendor/sales-orders', () => {
  it('lists the vendor’s orders newest first with the status tabs’ counts', async () => {
    const res = await call('GET', '/vendor/sales-orders', staff);
    expect(res.status).toBe(200);
    expect(res.body.status_counts).toMatchObject({
      all: 5,
      new: 1,
      in_progress: 1,
      ready: 1,
      completed: 1,
      cancelled: 1,
    });
    expect(res.body.results[0]).toMatchObject({
      order_no: 'SO-1003',
      status: 'ready',
      customer_name: 'Priya Shah',
      total: '50.00',
      item_count: 2,
    });
  });

  it('filters by status and search, sorts and pages on the server', async () => {
    const byStatus = await call(
      'GET',
      '/vendor/sales-orders?status=in_progress',
      owner,
    );
    expect(byStatus.body.results.map((r: Json) => r.order_no)).toEqual([
      'SO-1002',
    ]);
    const bySearch = await call(
      'GET',
      '/vendor/sales-orders?search=nora&ordering=order_no&page_size=1&page=2',
      owner,
    );
    expect(bySearch.body).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(bySearch.body.results.map((r: Json) => r.order_no)).toEqual([
      'SO-1004',
    ]);
  });

  it('answers 400 with the field error for an unknown status, and 403 to a store', async () => {
    const bad = await call('GET', '/vendor/sales-orders?status=lost', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
    expect((await call('GET', '/vendor/sales-orders', store)).status).toBe(403);
  });

  it('shows another vendor none of Fixit’s orders', async () => {
    const res = await call('GET', '/vendor/sales-orders', rival);
    expect(res.body).toMatchObject({ count: 0, results: [] });
  });
});

describe('POST /vendor/sales-orders', () => {
  it('creates an order for a new customer with its lines, total and timeline', async () => {
    const res = await call('POST', '/vendor/sales-orders', staff, {
      customer: {
        first_name: 'Walk In',
        last_name: 'Guest',
        email: 'walk.in@example.test',
        phone: '+1 217 555 0123',
      },
      lines: [
        { description: 'Ring resize', quantity: 1, unit_price: '45' },
        { description: 'Polish', quantity: 2, unit_price: '12.50' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      order_no: 'SO-1006',
      status: 'new',
      total: '70.00',
      item_count: 3,
      version: 1,
      customer: { first_name: 'Walk In', email: 'walk.in@example.test' },
      lines: [
        { description: 'Ring resize', unit_price: '45.00', amount: '45.00' },
        { description: 'Polish', quantity: 2, amount: '25.00' },
      ],
      events: [
        {
          kind: 'created',
          body: 'Created in the vendor portal',
          actor_name: 'Tara Tech',
        },
      ],
    });
    // the customer hears from the vendor that the order is in
    const [mail] = await listOutbox(api.db, { to: 'walk.in@example.test' });
    expect(mail).toMatchObject({
      subject: 'Your order SO-1006 has been received',
    });
    expect(mail!.text).toContain(
      'your order SO-1006 at Fixit Workshop has been received.',
    );
  });

  it('refuses bad lines and customers with field errors and changes nothing', async () => {
    const before = await count('vendor_sales_orders');
    const customers = await count('vendor_customers');
    const bad = await call('POST', '/vendor/sales-orders', owner, {
      customer: { first_name: 'X1', email: 'not-an-email' },
      lines: [{ description: '', quantity: 0, unit_price: '-3' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(bad.body.errors).length).toBeGreaterThan(0);
    const huge = await call('POST', '/vendor/sales-orders', owner, {
      customer_id: 9001,
      lines: [{ description: 'Gold', quantity: 999, unit_price: '999999999' }],
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toHaveProperty(['lines.0.unit_price']);
    const none = await call('POST', '/vendor/sales-orders', owner, {
      lines: [{ description: 'Polish', quantity: 1, unit_price: '5.00' }],
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({
      customer_id: 'Choose one of your customers or add a new one.',
    });
    const taken = await call('POST', '/vendor/sales-orders', owner, {
      customer: { first_name: 'Nora', email: 'NORA.FINCH@example.test' },
      lines: [{ description: 'Polish', quantity: 1, unit_price: '5.00' }],
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({
      'customer.email': 'You already have a customer with this email.',
    });
    expect(await count('vendor_sales_orders')).toBe(before);
    expect(await count('vendor_customers')).toBe(customers);
  });

  it('will not take another vendor’s customer', async () => {
    const res = await call('POST', '/vendor/sales-orders', rival, {
      customer_id: 9001,
      lines: [{ description: 'Polish', quantity: 1, unit_price: '5.00' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      customer_id: 'This customer does not exist or is not yours.',
    });
  });
});

describe('GET and moves of /vendor/sales-orders/:id', () => {
  it('reads the order, and 404 for another vendor', async () => {
    const res = await call('GET', '/vendor/sales-orders/9002', owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_no: 'SO-1002',
      customer: { id: 9002, first_name: 'Omar' },
      lines: [
        { description: 'Watch battery' },
        { description: 'Strap change' },
      ],
    });
    expect((await call('GET', '/vendor/sales-orders/9002', rival)).status).toBe(
      404,
    );
    expect(
      (
        await call('POST', '/vendor/sales-orders/9002/status', rival, {
          to: 'ready',
          version: 2,
        })
      ).status,
    ).toBe(404);
  });

  it('moves along the sales order machine; stale and illegal moves answer 409 and change nothing', async () => {
    const moved = await call(
      'POST',
      '/vendor/sales-orders/9001/status',
      owner,
      {
        to: 'in_progress',
        version: 1,
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'in_progress', version: 2 });
    expect(moved.body.events.at(-1)).toMatchObject({
      kind: 'status',
      from_status: 'new',
      to_status: 'in_progress',
      actor_name: 'Felix Fixit',
    });
    // the bell of Fixit's other user (Tara), not the mover's own; a click opens the order
    const bell = await call('GET', '/notifications/user?type=general', staff);
    expect(bell.body.results[0]).toMatchObject({
      short_description: 'Sales order in progress',
      description:
        'Sales order SO-1001 moved from Received to In progress by Felix Fixit.',
      notification_vendor_sales_order_id: 9001,
    });
    const mine = await call('GET', '/notifications/user?type=general', owner);
    expect(JSON.stringify(mine.body.results)).not.toContain('SO-1001');

    const stale = await call(
      'POST',
      '/vendor/sales-orders/9001/status',
      staff,
      {
        to: 'cancelled',
        version: 1,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'in_progress', version: 2 },
    });

    const illegal = await call(
      'POST',
      '/vendor/sales-orders/9001/status',
      owner,
      { to: 'completed', version: 2 },
    );
    expect(illegal.status).toBe(409);
    expect(illegal.body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      message: 'A sales order cannot go from In progress to Completed.',
    });
    const unknown = await call(
      'POST',
      '/vendor/sales-orders/9001/status',
      owner,
      { to: 'lost', version: 2 },
    );
    expect(unknown.status).toBe(400);
    const now = await call('GET', '/vendor/sales-orders/9001', owner);
    expect(now.body).toMatchObject({ status: 'in_progress', version: 2 });
  });

  it('adds a note to the timeline; a blank note is 400', async () => {
    const note = await call('POST', '/vendor/sales-orders/9003/notes', staff, {
      body: 'Customer will pick up on Friday',
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ kind: 'note', actor_name: 'Tara Tech' });
    const blank = await call('POST', '/vendor/sales-orders/9003/notes', staff, {
      body: '   ',
    });
    expect(blank.status).toBe(400);
    expect(
      (
        await call('POST', '/vendor/sales-orders/9003/notes', rival, {
          body: 'hello',
        })
      ).status,
    ).toBe(404);
  });
});
