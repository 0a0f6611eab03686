import type { BuilderService } from 'shared/contracts/serviceBuilder';
import {
  VENDOR_SERVICE_MESSAGES,
  type VendorServicePage,
} from 'shared/contracts/vendorServices';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option, saveOf } from './serviceBuilderFixtures';

// A vendor owner's own services. Fixit (vendor 1) owns the demo service 9001; Acme
// (store 1) owns services 1-7. A vendor's service is the builder's document under the same checks,
// without store categories or URL parameters, and never reaches a store or its storefront.

let api: TestApi;
let fixit: string;
let acme: string;
beforeAll(async () => {
  api = await createTestApi();
  fixit = (await api.login('owner@fixit.test', 'vendor')).access;
  acme = (await api.login('owner@acme.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token?: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });
const open = async (id: number): Promise<BuilderService> =>
  (await call('GET', `/vendor/services/${id}`, fixit)).body;
const list = async (query: string): Promise<VendorServicePage> =>
  (await call('GET', `/vendor/services?${query}`, fixit)).body;
const vendorDraft = (more: Json = {}) =>
  newService({ category_id: null, ...more });

describe('a vendor owner’s services', () => {
  let created: BuilderService;
  it('creates a service with options: the vendor’s, not a store’s', async () => {
    const res = await call('POST', '/vendor/services', fixit, vendorDraft());
    expect(res.status).toBe(201);
    created = res.body;
    expect(created).toMatchObject({
      name: 'Custom Ring',
      store_id: null,
      vendor_id: 1,
      category: null,
      version: 1,
    });
    expect(created.options.map((o) => o.label.value)).toEqual([
      'Metal',
      'Ring size',
      'Engraving',
    ]);
    const [metal, , engraving] = created.options;
    expect(engraving!.logics[0]!.rules[0]!.compare_option_field).toBe(
      metal!.id,
    );
  });

  it('lists, searches, filters, sorts and pages the vendor’s services', async () => {
    const all = await list('page=1&page_size=20');
    expect(all.results.map((s) => s.name)).toEqual([
      'Bench ring sizing',
      'Custom Ring',
    ]);
    expect(all.results[0]).toMatchObject({
      price: '35.00',
      is_active: true,
      option_count: 3,
    });
    expect(all.status_counts).toEqual({ all: 2, active: 2, inactive: 0 });
    expect((await list('search=custom')).results.map((s) => s.id)).toEqual([
      created.id,
    ]);
    expect((await list('ordering=-price')).results[0]!.id).toBe(created.id);
    const second = await list('page=2&page_size=1');
    expect([second.count, second.results.length]).toEqual([2, 1]);
    expect((await list('status=inactive')).results).toEqual([]);
  });

  it('refuses a store category and URL parameters, and changes nothing', async () => {
    const res = await call('PUT', `/vendor/services/${created.id}`, fixit, {
      ...saveOf(created),
      category_id: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.category_id).toBeDefined();
    const withParameter = {
      ...saveOf(created),
      options: created.options.map((o, i) =>
        i === 2 ? { ...o, allowed_url_parameter: 'engraving' } : o,
      ),
    };
    const refused = await call(
      'PUT',
      `/vendor/services/${created.id}`,
      fixit,
      withParameter,
    );
    expect(refused.status).toBe(400);
    expect(await open(created.id)).toEqual(created);
  });

  it('saves under the version: a stale save is a 409 and keeps the other save', async () => {
    const res = await call('PUT', `/vendor/services/${created.id}`, fixit, {
      ...saveOf(created),
      name: 'Custom Ring, bench',
      options: [...saveOf(created).options, option(-9, 'st', 'Initials')],
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.options).toHaveLength(4);
    const stale = await call('PUT', `/vendor/services/${created.id}`, fixit, {
      ...saveOf(created),
      name: 'Lost',
    });
    expect([stale.status, stale.body.current]).toEqual([409, { version: 2 }]);
    expect((await open(created.id)).name).toBe('Custom Ring, bench');
    created = res.body;
  });

  it('takes the part calls for its own service: one option, a choice’s delete, the choice pages', async () => {
    const metal = created.options[0]!;
    const one = await call(
      'GET',
      `/store_services/${created.id}/options/${metal.id}`,
      fixit,
    );
    expect(one.body).toEqual(metal);
    const page = await call(
      'GET',
      `/option-value?option_id=${metal.id}&search=gold`,
      fixit,
    );
    expect(page.body.results.map((v: { name: string }) => v.name)).toEqual([
      'Gold',
    ]);
    const gold = metal.values[0]!;
    const deleted = await call(
      'DELETE',
      `/store_services/${created.id}/options/${metal.id}/values/${gold.id}?version=${created.version}`,
      fixit,
    );
    expect(deleted.status).toBe(200);
    expect(
      deleted.body.options[0].values.map((v: { name: string }) => v.name),
    ).toEqual(['Silver']);
    created = deleted.body;
  });

  it('duplicates into an inactive copy of the vendor', async () => {
    const res = await call(
      'POST',
      `/vendor/services/${created.id}/duplicate`,
      fixit,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Custom Ring, bench (copy)',
      vendor_id: 1,
      store_id: null,
      is_active: false,
    });
    expect((await list('status=inactive')).results.map((s) => s.id)).toEqual([
      res.body.id,
    ]);
  });

  it('deletes under the version: stale 409, then gone (404)', async () => {
    const stale = await call(
      'DELETE',
      `/vendor/services/${created.id}?version=1`,
      fixit,
    );
    expect(stale.status).toBe(409);
    const res = await call(
      'DELETE',
      `/vendor/services/${created.id}?version=${created.version}`,
      fixit,
    );
    expect([res.status, res.body]).toEqual([200, {}]);
    const gone = await call('GET', `/vendor/services/${created.id}`, fixit);
    expect([gone.status, gone.body.message]).toEqual([
      404,
      VENDOR_SERVICE_MESSAGES.notFound,
    ]);
  });
});

describe('owners stay apart', () => {
  it('a store’s service is a 404 to the vendor, by every route', async () => {
    for (const [method, url] of [
      ['GET', '/vendor/services/1'],
      ['POST', '/vendor/services/1/duplicate'],
      ['DELETE', '/vendor/services/1?version=1'],
      ['GET', '/store_services/1/options/1'],
    ])
      expect([url, (await call(method!, url!, fixit)).status]).toEqual([
        url,
        404,
      ]);
  });

  it('the vendor’s service is a 404 to a store, and never on a storefront or in a cart', async () => {
    expect((await call('GET', '/stores/1/services/9001', acme)).status).toBe(
      404,
    );
    expect(
      (await call('GET', '/store_services/9001/options/9001', acme)).status,
    ).toBe(404);
    const services = await call('GET', '/store-services?page_size=100', acme);
    expect(
      services.body.results.map((s: { id: number }) => s.id),
    ).not.toContain(9001);
    expect((await call('GET', '/stores/1/portal-services/9001')).status).toBe(
      404,
    );
    const cart = await call('POST', '/add-to-carts', undefined, {
      store_id: 1,
      service_id: 9001,
      quantity: 1,
      answers: [],
    });
    expect(cart.status).toBeGreaterThanOrEqual(400);
    expect(cart.status).toBeLessThan(500);
  });
});
