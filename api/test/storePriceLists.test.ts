import { STORE_PRICE_LIST_MESSAGES } from 'shared/contracts/storePriceLists';
import { createTestApi, type Json, type TestApi } from './helpers';

// The store's own price lists on Acme's demo catalogue (services 1-7; 8 is Globex's). The
// seed gives Acme the list 'Trade' (services 5 and 6 lower) for Jane (customer 1).

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  staff = (await api.login('staff@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });
const count = async (table: string) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  )[0]!.n;
/** Every row of the lists' tables, to prove a refused call changed nothing. */
const snapshot = async () =>
  api.db.query(
    `SELECT l.id, l.name, l.version, l.is_active, e.service_id, e.price::text
     FROM store_price_lists l LEFT JOIN store_price_list_entries e ON e.price_list_id = l.id
     ORDER BY l.id, e.service_id`,
  );

describe('a store’s price lists', () => {
  it('creates a list, pages it with its counts, reads it, saves it under its version and deletes it', async () => {
    const created = await call('POST', '/store-price-lists', owner, {
      name: ' Wholesale ',
      description: 'Other shops',
      entries: [
        { service_id: 1, price: '40' },
        { service_id: 4, price: '25.5' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Wholesale',
      description: 'Other shops',
      is_active: true,
      version: 1,
      customer_count: 0,
      entries: [
        {
          service_id: 4,
          service_name: 'Chain Soldering',
          normal_price: '30.00',
          price: '25.50',
        },
        {
          service_id: 1,
          service_name: 'Ring Sizing',
          normal_price: '45.00',
          price: '40.00',
        },
      ],
    });
    const id = created.body.id as number;

    const page = await call('GET', '/store-price-lists', owner);
    expect(page.status).toBe(200);
    expect(page.body.results.map((l: Json) => l.name)).toEqual([
      'Trade',
      'Wholesale',
    ]);
    expect(page.body.results[0]).toMatchObject({
      service_count: 2,
      customer_count: 1,
    });
    const found = await call('GET', '/store-price-lists?search=whole', owner);
    expect(found.body.count).toBe(1);
    const second = await call(
      'GET',
      '/store-price-lists?page=2&page_size=1',
      owner,
    );
    expect(second.body.results.map((l: Json) => l.name)).toEqual(['Wholesale']);
    expect((await call('GET', '/store-price-lists', globex)).body.count).toBe(
      0,
    );
    // the staff member holds the service module's view level: reads, no writes
    expect((await call('GET', `/store-price-lists/${id}`, staff)).status).toBe(
      200,
    );

    const saved = await call('PUT', `/store-price-lists/${id}`, owner, {
      version: 1,
      name: 'Wholesale',
      is_active: false,
      entries: [
        { service_id: 1, price: '39.99' },
        { service_id: 2, price: '0' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, is_active: false });
    expect(
      saved.body.entries.map((e: Json) => [e.service_id, e.price]),
    ).toEqual([
      [2, '0.00'],
      [1, '39.99'],
    ]);

    const stale = await call('PUT', `/store-price-lists/${id}`, owner, {
      version: 1,
      name: 'Wholesale',
      entries: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      message: STORE_PRICE_LIST_MESSAGES.stale,
      current: { version: 2 },
    });
    expect(
      (await call('GET', `/store-price-lists/${id}`, owner)).body.entries,
    ).toHaveLength(2);

    expect(
      (await call('DELETE', `/store-price-lists/${id}`, staff)).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/store-price-lists/${id}`, globex)).status,
    ).toBe(404);
    const deleted = await call('DELETE', `/store-price-lists/${id}`, owner);
    expect(deleted).toEqual({ status: 200, body: {} });
    expect((await call('GET', `/store-price-lists/${id}`, owner)).status).toBe(
      404,
    );
    expect(await count('store_price_list_entries')).toBe(2);
  });

  it('refuses bad input with 400 and the field of each problem, changing nothing', async () => {
    const before = await snapshot();
    const refusals: [string, string, Json, string[]][] = [
      ['POST', '/store-price-lists', { name: 'trade', entries: [] }, ['name']],
      ['POST', '/store-price-lists', { name: '  ', entries: [] }, ['name']],
      ['POST', '/store-price-lists', { name: 'X' }, ['entries']],
      [
        'POST',
        '/store-price-lists',
        {
          name: 'X',
          entries: [
            { service_id: 8, price: '1' },
            { service_id: 1, price: '1.234' },
            { service_id: 1, price: '-1' },
          ],
        },
        [
          'entries.0.service_id',
          'entries.1.price',
          'entries.2.service_id',
          'entries.2.price',
        ],
      ],
      [
        'PUT',
        '/store-price-lists/1',
        {
          version: 1,
          name: 'Trade',
          entries: [{ service_id: 1, price: 'abc' }],
        },
        ['entries.0.price'],
      ],
      [
        'PUT',
        '/store-price-lists/1',
        { name: 'Trade', entries: [] },
        ['version'],
      ],
      [
        'PUT',
        '/store-price-lists/abc',
        { version: 1, name: 'Trade', entries: [] },
        ['id'],
      ],
      ['GET', '/store-price-lists?page=0', undefined, ['page']],
      ['DELETE', '/store-price-lists/0', undefined, ['id']],
    ];
    for (const [method, url, body, fields] of refusals) {
      const res = await call(method, url, owner, body);
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body).toHaveProperty('code');
      expect(res.body).toHaveProperty('message');
      for (const field of fields)
        expect(res.body.errors).toHaveProperty([field]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for another store’s list and 403 to staff without the service module', async () => {
    const before = await snapshot();
    expect((await call('GET', '/store-price-lists/1', globex)).status).toBe(
      404,
    );
    const put = await call('PUT', '/store-price-lists/1', globex, {
      version: 1,
      name: 'Mine',
      entries: [],
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe(STORE_PRICE_LIST_MESSAGES.notFound);
    expect((await call('DELETE', '/store-price-lists/1', globex)).status).toBe(
      404,
    );
    // Globex's owner cannot put Acme's service on a list of their own
    const foreign = await call('POST', '/store-price-lists', globex, {
      name: 'Mine',
      entries: [{ service_id: 1, price: '1' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors['entries.0.service_id']).toBe(
      STORE_PRICE_LIST_MESSAGES.service,
    );
    expect(
      (
        await call('POST', '/store-price-lists', staff, {
          name: 'Mine',
          entries: [],
        })
      ).status,
    ).toBe(403);
    await api.db.query(
      `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
      [
        JSON.stringify({
          global_permissions: [],
          locations_permissions: [
            {
              location_id: 1,
              permissions: [
                { module_id: 3, permissions: [1, 2, 3], is_enable: 1 },
              ],
            },
          ],
        }),
      ],
    );
    expect((await call('GET', '/store-price-lists', staff)).status).toBe(403);
    expect((await call('GET', '/store-price-lists/1', staff)).status).toBe(403);
    const refused = await call('PUT', '/store-price-lists/1', staff, {
      version: 1,
      name: 'Trade',
      entries: [],
    });
    expect(refused.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
