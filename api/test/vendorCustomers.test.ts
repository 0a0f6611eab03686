import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The vendor portal's customers pages on the vendor's own customers (ADR 0012). Demo:
// Nora Finch (9001: SO-1001 new $45, SO-1004 completed $37.50, EST-1002), Omar Haddad (9002: SO-1002
// in progress $45, SO-1005 cancelled), Priya Shah (9003: SO-1003 ready $50, EST-1001).

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9901, 'owner@rival.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);

describe('GET /vendor/customers', () => {
  it('pages the vendor’s customers with what each bought (cancelled orders left out), sorted on the server', async () => {
    const res = await call(
      'GET',
      '/vendor/customers?ordering=-total_spent&page_size=2',
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(res.body.results).toEqual([
      expect.objectContaining({
        id: 9001,
        orders_count: 2,
        total_spent: '82.50',
      }),
      expect.objectContaining({
        id: 9003,
        orders_count: 1,
        total_spent: '50.00',
      }),
    ]);
    const second = await call(
      'GET',
      '/vendor/customers?ordering=-total_spent&page_size=2&page=2',
      staff,
    );
    expect(second.body.results).toEqual([
      expect.objectContaining({
        id: 9002,
        orders_count: 1,
        total_spent: '45.00',
      }),
    ]);
    const found = await call('GET', '/vendor/customers?search=0177', owner);
    expect(found.body.results.map((c: { id: number }) => c.id)).toEqual([9003]);
    const bad = await call(
      'GET',
      '/vendor/customers?ordering=shoe_size',
      owner,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('ordering');
    expect((await call('GET', '/vendor/customers', rival)).body.count).toBe(0);
  });
});

describe('GET and PUT /vendor/customers/:id', () => {
  it('shows one customer with their orders and estimates; another vendor gets 404', async () => {
    const res = await call('GET', '/vendor/customers/9001', owner);
    expect(res.body).toMatchObject({
      first_name: 'Nora',
      version: 1,
      orders: expect.arrayContaining([
        expect.objectContaining({
          number: 'SO-1001',
          status: 'new',
          total: '45.00',
        }),
        expect.objectContaining({ number: 'SO-1004', status: 'completed' }),
      ]),
      estimates: [
        expect.objectContaining({ number: 'EST-1002', status: 'quoted' }),
      ],
    });
    expect((await call('GET', '/vendor/customers/9001', rival)).status).toBe(
      404,
    );
  });

  it('edits under the version seen: stale 409, a taken email 400, bad fields 400, each changing nothing', async () => {
    const edit = {
      first_name: 'Nora',
      last_name: 'Finch Reed',
      email: 'nora.reed@example.test',
      phone: '+1 217 555 0141',
    };
    const saved = await call('PUT', '/vendor/customers/9001', staff, {
      ...edit,
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ last_name: 'Finch Reed', version: 2 });

    const stale = await call('PUT', '/vendor/customers/9001', owner, {
      ...edit,
      last_name: 'Other',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { version: 2 },
    });

    const taken = await call('PUT', '/vendor/customers/9001', owner, {
      ...edit,
      email: 'omar.haddad@example.test',
      version: 2,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('email');

    const bad = await call('PUT', '/vendor/customers/9001', owner, {
      first_name: '',
      email: 'x',
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['first_name', 'email']),
    );
    expect(
      (
        await call('PUT', '/vendor/customers/9001', rival, {
          ...edit,
          version: 2,
        })
      ).status,
    ).toBe(404);
    const now = await call('GET', '/vendor/customers/9001', owner);
    expect(now.body).toMatchObject({
      last_name: 'Finch Reed',
      email: 'nora.reed@example.test',
      version: 2,
    });
  });
});
