import { createTestApi, DEMO_PASSWORD, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// The store portal's customers. The list (search on name, email and phone, a tag, sort,
// pages, orders and money spent per customer), create (the email unique per store: 409 with the
// field's message), the detail (addresses, orders, tags, timeline), edit with the version seen
// (stale: 409 with the customer as it is now), tags and comments. Another store's customer id is
// 404; the super admin, customers and staff without the customer module 403.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
  globex = (await api.login('owner@globex.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const MIA = {
  first_name: 'Mia',
  last_name: 'Moss',
  email: 'mia.moss@example.test',
  phone: '+1 217 555 0100',
};

describe('store customers', () => {
  it('lists the store’s customers with their orders and money spent, searches and sorts on the server', async () => {
    const page = await call('GET', '/portal/customers', owner);
    expect(page.status).toBe(200);
    const jane = page.body.results.find(
      (c: { email: string }) => c.email === 'jane@example.test',
    );
    expect(jane).toMatchObject({
      id: 1,
      first_name: 'Jane',
      has_account: true,
      tags: [],
    });
    expect(jane.orders_count).toBeGreaterThan(0);
    expect(jane.total_spent).toMatch(/^\d+\.\d{2}$/);

    const byPhone = await call(
      'GET',
      '/portal/customers?search=555%200199',
      owner,
    );
    expect(byPhone.body.results.map((c: { id: number }) => c.id)).toEqual([1]);
    const none = await call(
      'GET',
      '/portal/customers?search=nobody-here',
      owner,
    );
    expect(none.body).toMatchObject({ count: 0, results: [] });

    const bad = await call('GET', '/portal/customers?ordering=password', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');

    const other = await call('GET', '/portal/customers', globex);
    expect(other.body.results.some((c: { id: number }) => c.id === 1)).toBe(
      false,
    );
  });

  it('creates a customer; bad input 400 with every field, a taken email 409 on the field', async () => {
    const bad = await call('POST', '/portal/customers', owner, {
      first_name: 'M1a',
      last_name: '',
      email: 'nope',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      first_name: 'Please enter 2 to 30 letters and spaces only',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
    const taken = await call('POST', '/portal/customers', staff, {
      ...MIA,
      email: 'JANE@example.test',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({
      email: 'A customer with this email already exists at your store.',
    });

    const created = await call('POST', '/portal/customers', staff, MIA);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...MIA,
      has_account: false,
      orders_count: 0,
      total_spent: '0.00',
      version: 1,
      addresses: [],
      orders: [],
    });
    expect(created.body.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
    ]);
    // The same email at another store is another store's business.
    const elsewhere = await call('POST', '/portal/customers', globex, MIA);
    expect(elsewhere.status).toBe(201);
    const list = await call('GET', '/portal/customers?ordering=name', owner);
    const names = list.body.results.map(
      (c: { first_name: string }) => c.first_name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows the detail, edits with the version seen, tags and comments; stale 409 keeps nothing', async () => {
    const jane = await call('GET', '/portal/customers/1', owner);
    expect(jane.status).toBe(200);
    expect(jane.body.orders[0]).toMatchObject({
      order_no: expect.stringMatching(/^\d{7}$/),
      total: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(jane.body.addresses.length).toBeGreaterThan(0);
    const { version } = jane.body;

    const accountEmail = await call('PUT', '/portal/customers/1', owner, {
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.new@example.test',
      version,
    });
    expect(accountEmail.status).toBe(400);
    expect(accountEmail.body.errors.email).toBe(
      'This customer signs in with this email, so only they can change it.',
    );

    const edited = await call('PUT', '/portal/customers/1', owner, {
      first_name: 'Janet',
      last_name: 'Doe',
      email: 'jane@example.test',
      phone: null,
      version,
    });
    expect(edited.body).toMatchObject({
      first_name: 'Janet',
      phone: null,
      version: version + 1,
    });
    const stale = await call('PUT', '/portal/customers/1', staff, {
      first_name: 'Joan',
      last_name: 'Doe',
      email: 'jane@example.test',
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      first_name: 'Janet',
      version: version + 1,
    });

    const tagged = await call('PUT', '/portal/customers/1/tags', staff, {
      tags: [' VIP ', 'vip', 'Watches'],
      version: version + 1,
    });
    expect(tagged.body.tags).toEqual(['VIP', 'Watches']);
    const tags = await call('GET', '/portal/customer-tags', owner);
    expect(tags.body.tags).toEqual(expect.arrayContaining(['VIP', 'Watches']));
    const byTag = await call('GET', '/portal/customers?tag=VIP', owner);
    expect(byTag.body.results.map((c: { id: number }) => c.id)).toEqual([1]);

    const empty = await call('POST', '/portal/customers/1/comments', staff, {
      body: '   ',
    });
    expect(empty.status).toBe(400);
    const commented = await call(
      'POST',
      '/portal/customers/1/comments',
      staff,
      {
        body: 'Prefers a call before pick-up.',
      },
    );
    expect(commented.status).toBe(201);
    expect(commented.body.timeline[0]).toMatchObject({
      kind: 'comment',
      body: 'Prefers a call before pick-up.',
      author_name: 'Sam Staff',
    });
  });

  it('answers another store’s customer 404 and refuses callers without the customer module', async () => {
    expect((await call('GET', '/portal/customers/1', globex)).status).toBe(404);
    expect((await call('GET', '/portal/customers/999999', owner)).status).toBe(
      404,
    );
    const comment = await call('POST', '/portal/customers/1/comments', globex, {
      body: 'Not mine',
    });
    expect(comment.status).toBe(404);
    const admin = (await api.login('admin@platform.test')).access;
    expect((await call('GET', '/portal/customers', admin)).status).toBe(403);

    // A staff member whose grants leave out the customer module.
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
    expect((await call('GET', '/portal/customers', staff)).status).toBe(403);
    expect((await call('POST', '/portal/customers', staff, MIA)).status).toBe(
      403,
    );
  });

  it('a storefront sign-up with the email of a customer the store created does not take that record over', async () => {
    const created = await call('POST', '/portal/customers', owner, {
      first_name: 'Noor',
      email: 'noor@example.test',
    });
    const register = await api.request({
      method: 'POST',
      url: '/api/v1/auth/customer/register',
      payload: {
        store_id: 1,
        first_name: 'Noor',
        last_name: 'Nadir',
        email: 'noor@example.test',
        password: DEMO_PASSWORD,
      },
    });
    expect(register.status).toBe(201);
    // the portal's record is unchanged and not the new account's: signing up proves no address
    const after = await call(
      'GET',
      `/portal/customers/${created.body.id}`,
      owner,
    );
    expect(after.body).toMatchObject({ has_account: false, last_name: '' });
    const same = await call('GET', '/portal/customers?search=noor', owner);
    expect(same.body.count).toBe(2);
  });
});
