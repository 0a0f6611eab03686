import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi();
  for (const [key, email, kind, extra] of [
    ['admin', 'admin@platform.test', 'portal', {}],
    ['acmeOwner', 'owner@acme.test', 'portal', {}],
    ['acmeStaff', 'staff@acme.test', 'portal', {}],
    ['globexOwner', 'owner@globex.test', 'portal', {}],
    ['vendorOwner', 'owner@fixit.test', 'vendor', {}],
    ['vendorStaff', 'staff@fixit.test', 'vendor', {}],
    ['customer', 'jane@example.test', 'customer', { store_id: 1 }],
  ] as const) {
    tokens[key] = (await api.login(email, kind, extra)).access;
  }
});
afterAll(() => api.close());

const get = (url: string, who: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token: tokens[who] });

describe('stores', () => {
  it('super admin sees all stores', async () => {
    const res = await get('/stores', 'admin');
    expect(res.status).toBe(200);
    expect(res.body.map((s: Json) => s.id)).toEqual([1, 2, 3, 4]);
    expect(res.body[0]).toEqual({
      id: 1,
      name: 'Acme Jewelers',
      url: 'acme.localhost',
      website_url: null,
      logo: expect.stringMatching(/^data:image\/svg\+xml/),
      favicon: expect.any(String),
      is_onboarding_complete: true,
      is_international_shipping: false,
      settings: {
        has_default_address: true,
        use_platform_shipping: true,
        shipping_account_type: 1,
        is_fixed_shipping: false,
      },
    });
  });

  it.each([
    ['acmeOwner', [1]],
    ['acmeStaff', [1]],
    ['globexOwner', [2]],
    ['customer', [1]],
    ['vendorOwner', []],
  ])('%s sees only their own store', async (who, ids) => {
    const res = await get('/stores', who);
    expect(res.status).toBe(200);
    expect(res.body.map((s: Json) => s.id)).toEqual(ids);
  });
});

describe('locations', () => {
  it('the owner sees every location of the store', async () => {
    const res = await get('/locations?store_id=1', 'acmeOwner');
    expect(res.status).toBe(200);
    expect(res.body.map((l: Json) => l.id)).toEqual([1, 2]);
    expect(res.body[0]).toEqual({
      id: 1,
      store_id: 1,
      name: 'Acme Downtown',
      address_line1: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
      zip: expect.any(String),
      phone: expect.any(String),
      is_default: true,
    });
  });

  it('staff see only the locations their permissions name', async () => {
    const res = await get('/locations?store_id=1', 'acmeStaff');
    expect(res.status).toBe(200);
    expect(res.body.map((l: Json) => l.id)).toEqual([1]);
  });

  it('a location whose entry grants nothing is not listed; a global grant lists every one', async () => {
    const setStaff = (permissions: object) =>
      api.db.query(
        `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
        [JSON.stringify(permissions)],
      );
    const [row] = await api.db.query<{ seeded: object }>(
      `SELECT stores_permissions AS seeded FROM users WHERE email = 'staff@acme.test'`,
    );
    const entry = (location: number, levels: number[], isEnable: 0 | 1) => ({
      location_id: location,
      permissions: [{ module_id: 5, permissions: levels, is_enable: isEnable }],
    });
    const listed = async () =>
      (await get('/locations?store_id=1', 'acmeStaff')).body.map(
        (l: Json) => l.id,
      );
    try {
      await setStaff({
        global_permissions: [],
        locations_permissions: [entry(1, [3], 0), entry(2, [3], 1)],
      });
      expect(await listed()).toEqual([2]);
      await setStaff({
        global_permissions: [{ module_id: 1, permissions: [3], is_enable: 1 }],
        locations_permissions: [],
      });
      expect(await listed()).toEqual([1, 2]);
    } finally {
      await setStaff(row!.seeded);
    }
  });

  it('store_id defaults to the caller store', async () => {
    expect(
      (await get('/locations', 'acmeOwner')).body.map((l: Json) => l.id),
    ).toEqual([1, 2]);
  });

  it.each([
    ['acmeOwner', 2],
    ['acmeStaff', 2],
    ['globexOwner', 1],
    ['acmeOwner', 999],
  ])('%s asking for store %s → 403 FORBIDDEN', async (who, storeId) => {
    const res = await get(`/locations?store_id=${storeId}`, who);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'FORBIDDEN',
      message: expect.any(String),
      errors: {},
    });
  });

  it.each(['customer', 'vendorOwner'])(
    '%s may not list locations',
    async (who) => {
      expect((await get('/locations?store_id=1', who)).status).toBe(403);
    },
  );

  it('super admin reads any store, and must name one', async () => {
    expect(
      (await get('/locations?store_id=2', 'admin')).body.map((l: Json) => l.id),
    ).toEqual([3]);
    const missing = await get('/locations', 'admin');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      store_id: 'This field is required.',
    });
    expect((await get('/locations?store_id=999', 'admin')).status).toBe(404);
  });

  it('a bad store_id → 400 with a field message', async () => {
    const res = await get('/locations?store_id=abc', 'acmeOwner');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      store_id: 'A valid integer is required.',
    });
  });
});

describe('store services (portal)', () => {
  it('answers the service with options sorted by sequence', async () => {
    const res = await get('/stores/1/services/1', 'acmeOwner');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      name: 'Ring Sizing',
      price: '45.00',
      store_id: 1,
    });
    const sequences = res.body.options.map((o: Json) => o.sequence);
    expect(sequences).toEqual(
      [...sequences].sort((a: number, b: number) => a - b),
    );
    expect(res.body.options.map((o: Json) => o.tag)).toEqual([
      'nba',
      'd',
      'cb',
      'i',
      'lt',
    ]);
    expect(res.body.options[1]).toMatchObject({
      label: { value: 'Metal type' },
      is_metal_type: true,
      values: [
        expect.objectContaining({
          name: 'Yellow gold',
          cost: '10.00',
          id: expect.any(Number),
          image: null,
        }),
        expect.anything(),
        expect.anything(),
      ],
    });
  });

  it('staff with service view permission at a location may read it; inactive ones too', async () => {
    expect((await get('/stores/1/services/1', 'acmeStaff')).status).toBe(200);
    expect(
      (await get('/stores/1/services/7', 'acmeStaff')).body.is_active,
    ).toBe(false);
  });

  // another store's service, under either store's path, is not found (as any other tenant's id)
  it.each([
    ['globexOwner', '/stores/1/services/1', 404],
    ['customer', '/stores/1/services/1', 403],
    ['vendorStaff', '/stores/1/services/1', 403],
    ['acmeOwner', '/stores/1/services/8', 404],
    ['acmeOwner', '/stores/2/services/8', 404],
    ['admin', '/stores/2/services/8', 200],
  ])('%s GET %s → %s', async (who, url, status) => {
    expect((await get(url, who)).status).toBe(status);
  });

  it('staff without the service permission → 403', async () => {
    await api.db.query(
      `UPDATE users SET stores_permissions = jsonb_set(stores_permissions, '{locations_permissions,0,permissions}',
         '[{"module_id": 5, "permissions": [1], "is_enable": 1}]') WHERE email = 'staff@acme.test'`,
    );
    expect((await get('/stores/1/services/1', 'acmeStaff')).status).toBe(403);
  });
});

describe('vendors/me', () => {
  it.each(['vendorOwner', 'vendorStaff'])('%s gets the vendor', async (who) => {
    const res = await get('/vendors/me', who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 1,
      name: 'Fixit Workshop',
      owner: { first_name: 'Felix', last_name: 'Fixit' },
    });
  });

  it('store roles → 403', async () => {
    expect((await get('/vendors/me', 'acmeOwner')).status).toBe(403);
  });
});
