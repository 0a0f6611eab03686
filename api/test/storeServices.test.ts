import { createTestApi, type Json, type TestApi } from './helpers';

// The store portal's services page on Acme's demo catalogue (categories 1 Jewelry Repair
// and 2 Watch Service; service 1 Ring Sizing $45.00 in category 1).

let api: TestApi;
let owner: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
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

describe('GET /store-services', () => {
  it('pages the store’s own services with their category and option count, tabs by active flag', async () => {
    const res = await call('GET', '/store-services?ordering=-price', owner);
    expect(res.status).toBe(200);
    expect(res.body.status_counts.all).toBe(res.body.count);
    expect(res.body.results.length).toBeGreaterThan(0);
    const prices = res.body.results.map((s: { price: string }) =>
      Number(s.price),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const ring = await call('GET', '/store-services?search=ring%20siz', owner);
    expect(ring.body.results[0]).toMatchObject({
      id: 1,
      name: 'Ring Sizing',
      price: '45.00',
      is_active: true,
      category: { id: 1, name: 'Jewelry Repair' },
      version: 1,
    });
    expect(ring.body.results[0].option_count).toBeGreaterThan(0);
    const other = await call('GET', '/store-services?search=ring', globex);
    expect(other.body.results.some((s: { id: number }) => s.id === 1)).toBe(
      false,
    );
    const bad = await call('GET', '/store-services?status=gone', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
  });
});

describe('PATCH /store-services/:id', () => {
  it('switches a service off, changes its price and category under the version seen; stale 409', async () => {
    const off = await call('PATCH', '/store-services/1', owner, {
      version: 1,
      is_active: false,
      price: '47.5',
      category_id: 2,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      is_active: false,
      price: '47.50',
      category: { id: 2, name: 'Watch Service' },
      version: 2,
    });
    const inactive = await call(
      'GET',
      '/store-services?status=inactive',
      owner,
    );
    expect(inactive.body.results.map((s: { id: number }) => s.id)).toContain(1);
    // the storefront no longer offers it
    const storefront = await api.request({
      method: 'GET',
      url: '/api/v1/stores/1/portal-services/1',
    });
    expect(storefront.status).toBe(404);

    const stale = await call('PATCH', '/store-services/1', owner, {
      version: 1,
      is_active: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { version: 2 },
    });
    const badPrice = await call('PATCH', '/store-services/1', owner, {
      version: 2,
      price: '1.234',
    });
    expect(badPrice.status).toBe(400);
    const foreignCategory = await call('PATCH', '/store-services/1', owner, {
      version: 2,
      category_id: 3,
    });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.body.errors).toHaveProperty('category_id');
    expect(
      (
        await call('PATCH', '/store-services/1', globex, {
          version: 2,
          is_active: true,
        })
      ).status,
    ).toBe(404);
    const back = await call('PATCH', '/store-services/1', owner, {
      version: 2,
      is_active: true,
      price: '45.00',
      category_id: 1,
    });
    expect(back.body).toMatchObject({ is_active: true, version: 3 });
  });
});

describe('store service categories', () => {
  it('adds, renames and removes a category; a taken name 400, one in use 409, another store’s 404', async () => {
    const added = await call('POST', '/store-service-categories', owner, {
      name: 'Engraving',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Engraving', service_count: 0 });
    const taken = await call('POST', '/store-service-categories', owner, {
      name: ' engraving ',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('name');
    const renamed = await call(
      'PUT',
      `/store-service-categories/${added.body.id}`,
      owner,
      { name: 'Engraving & Monograms' },
    );
    expect(renamed.body).toMatchObject({ name: 'Engraving & Monograms' });
    const inUse = await call('DELETE', '/store-service-categories/1', owner);
    expect(inUse.status).toBe(409);
    expect(
      (
        await call(
          'DELETE',
          `/store-service-categories/${added.body.id}`,
          globex,
        )
      ).status,
    ).toBe(404);
    const removed = await call(
      'DELETE',
      `/store-service-categories/${added.body.id}`,
      owner,
    );
    expect(removed.status).toBe(200);
    const list = await call('GET', '/store-service-categories', owner);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual([
      'Jewelry Repair',
      'Watch Service',
    ]);
  });
});
