import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import { createTestApi, type Json, type TestApi } from './helpers';

// A store's discount codes on the store portal (/portal/discounts). Acme (store 1) has
// WELCOME10 (10 %, active) in the demo data; its staff member holds no discount module.

let api: TestApi;
let owner: string;
let globex: string;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
  staff = (await api.login('staff@acme.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const input = (over: Json = {}) => ({
  code: 'SPRING-5',
  kind: 'fixed',
  value: '5',
  once_per_customer: false,
  is_active: true,
  ...over,
});
const count = async () =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM discounts',
    )
  )[0]!.n;
const grantStaff = (levels: number[]) =>
  api.db.query(
    `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
    [
      JSON.stringify({
        global_permissions: [],
        locations_permissions: [
          {
            location_id: 1,
            permissions: [{ module_id: 14, permissions: levels, is_enable: 1 }],
          },
        ],
      }),
    ],
  );

describe('the store’s discount codes', () => {
  it('lists the seeded code; adds, changes, deactivates and deletes one; the list filters, searches and sorts', async () => {
    const seeded = await call('GET', '/portal/discounts', owner);
    expect(seeded.status).toBe(200);
    expect(seeded.body.results).toEqual([
      expect.objectContaining({
        code: 'WELCOME10',
        kind: 'percent',
        value: '10.00',
        status: 'active',
        uses: 0,
      }),
    ]);

    const created = await call('POST', '/portal/discounts', owner, input());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      code: 'SPRING-5',
      kind: 'fixed',
      value: '5.00',
      min_subtotal: null,
      starts_on: null,
      ends_on: null,
      usage_limit: null,
      once_per_customer: false,
      is_active: true,
      status: 'active',
      uses: 0,
      version: 1,
      created_on: expect.any(String),
    });
    const id = created.body.id;
    const later = await call(
      'POST',
      '/portal/discounts',
      owner,
      input({ code: 'LATER', starts_on: day(3), ends_on: day(10) }),
    );
    expect(later.body.status).toBe('scheduled');
    const old = await call(
      'POST',
      '/portal/discounts',
      owner,
      input({ code: 'OLD', starts_on: day(-10), ends_on: day(-2) }),
    );
    expect(old.body.status).toBe('expired');

    const edited = await call('PUT', `/portal/discounts/${id}`, owner, {
      ...input({ kind: 'percent', value: '25', usage_limit: 3 }),
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      value: '25.00',
      kind: 'percent',
      usage_limit: 3,
      version: 2,
    });
    const off = await call(
      'POST',
      `/portal/discounts/${id}/deactivate`,
      owner,
      {
        version: 2,
      },
    );
    expect(off.body).toMatchObject({ status: 'inactive', is_active: false });

    const expired = await call(
      'GET',
      '/portal/discounts?status=expired',
      owner,
    );
    expect(expired.body.results.map((d: Json) => d.code)).toEqual(['OLD']);
    expect(expired.body.status_counts).toEqual({
      all: 4,
      active: 1,
      scheduled: 1,
      expired: 1,
      inactive: 1,
    });
    const search = await call('GET', '/portal/discounts?search=spr', owner);
    expect(search.body.results.map((d: Json) => d.code)).toEqual(['SPRING-5']);
    const sorted = await call('GET', '/portal/discounts?ordering=code', owner);
    expect(sorted.body.results.map((d: Json) => d.code)).toEqual([
      'LATER',
      'OLD',
      'SPRING-5',
      'WELCOME10',
    ]);

    expect(
      (await call('DELETE', `/portal/discounts/${id}`, owner)).body,
    ).toEqual({});
    expect((await call('GET', '/portal/discounts', owner)).body.count).toBe(3);
  });

  it('refuses bad input with 400 and field errors, and changes nothing', async () => {
    const before = await count();
    const cases: [Json, string][] = [
      [input({ code: 'ab' }), 'code'],
      [input({ code: 'NO SPACES' }), 'code'],
      [input({ code: 'welcome10' }), 'code'],
      [input({ kind: 'percent', value: '0.5' }), 'value'],
      [input({ kind: 'percent', value: '101' }), 'value'],
      [input({ value: '0' }), 'value'],
      [input({ value: '-3' }), 'value'],
      [input({ starts_on: day(5), ends_on: day(5) }), 'ends_on'],
      [input({ usage_limit: 0 }), 'usage_limit'],
      [input({ usage_limit: null }), 'usage_limit'],
      [input({ starts_on: 'tomorrow' }), 'starts_on'],
      [input({ min_subtotal: '1.234' }), 'min_subtotal'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/portal/discounts', owner, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const taken = await call(
      'POST',
      '/portal/discounts',
      owner,
      input({ code: 'Welcome10' }),
    );
    expect(taken.body.errors).toEqual({ code: DISCOUNT_MESSAGES.codeTaken });
    const percent = await call(
      'POST',
      '/portal/discounts',
      owner,
      input({ kind: 'percent', value: '150' }),
    );
    expect(percent.body.errors).toEqual({ value: DISCOUNT_MESSAGES.percent });
    expect(await count()).toBe(before);
  });

  it('a stale save answers 409 with the code as it is now; a used code cannot be deleted', async () => {
    const created = (
      await call('POST', '/portal/discounts', owner, input({ code: 'STALE' }))
    ).body;
    await call('PUT', `/portal/discounts/${created.id}`, owner, {
      ...input({ code: 'STALE', value: '7' }),
      version: 1,
    });
    const stale = await call('PUT', `/portal/discounts/${created.id}`, owner, {
      ...input({ code: 'STALE', value: '9' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(DISCOUNT_MESSAGES.stale);
    expect(stale.body.current).toMatchObject({ value: '7.00', version: 2 });
    const deactivate = await call(
      'POST',
      `/portal/discounts/${created.id}/deactivate`,
      owner,
      { version: 1 },
    );
    expect(deactivate.status).toBe(409);

    const [order] = await api.db.query<{ id: number }>(
      'SELECT id FROM sales_orders WHERE store_id = 1 ORDER BY id LIMIT 1',
    );
    await api.db.query(
      `INSERT INTO discount_uses (discount_id, sales_order_id, code, amount) VALUES ($1, $2, 'STALE', 7)`,
      [created.id, order!.id],
    );
    const removal = await call(
      'DELETE',
      `/portal/discounts/${created.id}`,
      owner,
    );
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe(DISCOUNT_MESSAGES.inUse);
    expect(
      (await call('GET', '/portal/discounts?search=STALE', owner)).body
        .results[0].uses,
    ).toBe(1);
  });

  it('another store’s id is 404; callers without the discount module are 403', async () => {
    const [acme] = await api.db.query<{ id: number }>(
      "SELECT id FROM discounts WHERE code = 'WELCOME10'",
    );
    const id = acme!.id;
    const edit = { ...input({ code: 'MINE' }), version: 1 };
    expect(
      (await call('PUT', `/portal/discounts/${id}`, globex, edit)).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/portal/discounts/${id}/deactivate`, globex, {
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/portal/discounts/${id}`, globex)).status,
    ).toBe(404);
    const theirs = await call('GET', '/portal/discounts', globex);
    expect(theirs.body.results).toEqual([]);

    expect((await call('GET', '/portal/discounts', staff)).status).toBe(403);
    expect(
      (await call('POST', '/portal/discounts', staff, input())).status,
    ).toBe(403);
    const admin = (await api.login('admin@platform.test')).access;
    expect((await call('GET', '/portal/discounts', admin)).status).toBe(403);
    const jane = (
      await api.login('jane@example.test', 'customer', { store_id: 1 })
    ).access;
    expect((await call('GET', '/portal/discounts', jane)).status).toBe(403);

    // Staff with the view level only: they list, but may not add or delete.
    await grantStaff([3]);
    expect((await call('GET', '/portal/discounts', staff)).status).toBe(200);
    expect(
      (await call('POST', '/portal/discounts', staff, input({ code: 'STAFF' })))
        .status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/portal/discounts/${id}`, staff)).status,
    ).toBe(403);
    await grantStaff([1, 3]);
    expect(
      (await call('POST', '/portal/discounts', staff, input({ code: 'STAFF' })))
        .status,
    ).toBe(201);
    expect(
      (await api.db.query("SELECT 1 FROM discounts WHERE code = 'WELCOME10'"))
        .length,
    ).toBe(1);
  });
});
