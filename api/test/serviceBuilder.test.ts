import {
  SERVICE_BUILDER_MESSAGES,
  type BuilderService,
} from 'shared/contracts/serviceBuilder';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option, saveOf } from './serviceBuilderFixtures';

// The service builder's api. Acme (store 1) owns services 1-7, Globex (store 2) service 8.
// A document is checked by shared/options' validateServiceDraft and written whole under a version.

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
const open = async (id: number): Promise<BuilderService> =>
  (await call('GET', `/stores/1/services/${id}`, owner)).body;

describe('the service builder api', () => {
  it('saves every demo service back unchanged: the seeded documents pass the builder’s check', async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const before = await open(id);
      const res = await call(
        'PUT',
        `/stores/1/services/${id}`,
        owner,
        saveOf(before),
      );
      expect([id, res.status, res.body.errors]).toEqual([id, 200, undefined]);
      expect(res.body.version).toBe(before.version + 1);
      expect(res.body.options).toEqual(before.options);
    }
  });

  let created: BuilderService;
  it('creates a service with three options: real ids, the logic pointing at the real metal option', async () => {
    const res = await call('POST', '/store/services', owner, newService());
    expect(res.status).toBe(201);
    created = res.body;
    expect(created).toMatchObject({
      name: 'Custom Ring',
      price: '120.50',
      category: { id: 1 },
      version: 1,
    });
    const [metal, size, engraving] = created.options;
    expect(created.options.map((o) => [o.label.value, o.sequence])).toEqual([
      ['Metal', 1],
      ['Ring size', 2],
      ['Engraving', 3],
    ]);
    expect(metal!.id).toBeGreaterThan(20);
    expect(metal!.values.map((v) => [v.name, v.cost])).toEqual([
      ['Gold', '20.00'],
      ['Silver', '0.00'],
    ]);
    // value ids come after every id the demo options hold
    const demoIds = (
      await Promise.all([1, 2, 3, 4, 5, 6, 7].map(open))
    ).flatMap((s) => s.options.flatMap((o) => o.values.map((v) => v.id)));
    expect(Math.min(...metal!.values.map((v) => v.id))).toBeGreaterThan(
      Math.max(...demoIds),
    );
    expect(engraving!.logics[0]).toMatchObject({
      apply_to_option_id: engraving!.id,
      rules: [{ compare_option_field: metal!.id, compare_to: 'Gold' }],
    });
    expect(engraving!.logics[0]!.id).toBeGreaterThan(0);
    expect(size!.advance_option_meta_data?.validations_rules).toHaveLength(1);

    // the storefront serves it with the same model
    const shop = await api.request({
      method: 'GET',
      url: `/api/v1/stores/1/portal-services/${created.id}`,
    });
    expect(shop.status).toBe(200);
    expect(shop.body.options[2].logics[0].rules[0].compare_option_field).toBe(
      metal!.id,
    );
  });

  it('saves an edit: an option removed, one added, values reordered; a stale save is a 409 that changes nothing', async () => {
    const base = saveOf(created);
    const [metal, size] = base.options;
    const res = await call('PUT', `/stores/1/services/${created.id}`, owner, {
      ...base,
      name: 'Custom Ring (gold)',
      options: [
        { ...metal!, values: [...metal!.values].reverse(), sequence: 2 },
        { ...option(-1, 'lt', 'Notes'), sequence: 1 },
        { ...size!, sequence: 3 },
      ],
    });
    expect(res.status).toBe(200);
    const saved: BuilderService = res.body;
    expect(saved.version).toBe(created.version + 1);
    expect(saved.options.map((o) => o.label.value)).toEqual([
      'Notes',
      'Metal',
      'Ring size',
    ]);
    expect(saved.options[1]!.id).toBe(metal!.id);
    expect(saved.options[1]!.values.map((v) => v.name)).toEqual([
      'Silver',
      'Gold',
    ]);

    const stale = await call('PUT', `/stores/1/services/${created.id}`, owner, {
      ...base,
      name: 'Lost edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: SERVICE_BUILDER_MESSAGES.stale,
      current: { version: saved.version },
    });
    expect((await open(created.id)).name).toBe('Custom Ring (gold)');
    created = saved;
  });

  it('duplicates a service: a switched-off copy whose logic points at its own options', async () => {
    const source = await open(3); // Stone Setting: an expression over options 8 and 9
    const res = await call('POST', '/stores/1/services/3/duplicate', owner);
    expect(res.status).toBe(201);
    const copy: BuilderService = res.body;
    expect(copy).toMatchObject({
      name: 'Stone Setting (copy)',
      is_active: false,
      price: source.price,
    });
    expect(copy.options.map((o) => o.label.value)).toEqual(
      source.options.map((o) => o.label.value),
    );
    const ids = new Set(copy.options.map((o) => o.id));
    const compared = copy.options.flatMap((o) =>
      o.logics.flatMap((l) => l.rules.map((r) => r.compare_option_field)),
    );
    expect(compared.length).toBeGreaterThan(0);
    expect(compared.every((id) => ids.has(id as number))).toBe(true);
  });

  it('keeps stores apart: another store’s service is not found, for reading and saving', async () => {
    expect(
      (await call('GET', `/stores/1/services/${created.id}`, globex)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/stores/1/services/${created.id}`,
          globex,
          saveOf(created),
        )
      ).status,
    ).toBe(404);
    // Globex's own service 8 under Acme's path, and Acme's under Globex's
    expect((await call('GET', '/stores/1/services/8', owner)).status).toBe(404);
    expect((await call('GET', '/stores/2/services/1', owner)).status).toBe(404);
    // an option of another service in Acme's document
    const own = saveOf(created);
    const foreign = await call(
      'PUT',
      `/stores/1/services/${created.id}`,
      owner,
      {
        ...own,
        options: [
          ...own.options,
          { ...option(1, 'st', 'Stolen'), sequence: 9 },
        ],
      },
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors)).toEqual(['options.3.id']);
  });

  it('offers the store’s categories, tags and URL integration setting', async () => {
    const res = await call('GET', '/service-builder/context', owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_url_integration_enabled: false,
      item_tags: expect.arrayContaining(['Ring']),
      top_level_tags: expect.arrayContaining(['Jewelry']),
    });
    expect(res.body.categories.length).toBeGreaterThan(0);
  });
});
