import {
  type Json,
  type TestApi,
  createTestApi,
  DEMO_PASSWORD,
} from './helpers';

// The super admin's stores list (activate and deactivate, audited), /authenticate (a short
// login as the store's owner, audited), and the development landing page's data.

let api: TestApi;
let admin: string;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@platform.test')).access;
  owner = (await api.login('owner@acme.test')).access;
});
afterAll(() => api.close());

const post = (url: string, payload: object, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, payload, token });
const get = (url: string, token?: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token });

describe("the super admin's stores", () => {
  it('lists, searches and filters the stores by the active flag, a page at a time', async () => {
    const all = await get('/admin/stores?page=1&page_size=2', admin);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    expect(all.body.status_counts).toEqual({ all: 4, active: 3, inactive: 1 });
    expect(all.body.results).toHaveLength(2);
    expect(all.body.results[0]).toEqual({
      id: 1,
      name: 'Acme Jewelers',
      url: 'acme.localhost',
      is_active: true,
      is_onboarding_complete: expect.any(Boolean),
      owner_email: 'owner@acme.test',
    });
    const search = await get('/admin/stores?search=glob', admin);
    expect(search.body.results.map((s: Json) => s.name)).toEqual([
      'Globex Jewelry',
    ]);
    const inactive = await get('/admin/stores?is_active=false', admin);
    expect(inactive.body.results.map((s: Json) => s.name)).toEqual([
      'Initech Repairs',
    ]);
    expect((await get('/admin/stores', owner)).status).toBe(403);
    expect((await get('/admin/stores?page_size=500', admin)).status).toBe(400);
  });

  it('deactivates and reactivates a store, each change in the audit log with who and why', async () => {
    const off = await api.request({
      method: 'PATCH',
      url: '/api/v1/admin/stores/2',
      payload: { is_active: false, reason: 'Unpaid invoices' },
      token: admin,
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect(
      (await get('/store-settings?store_url=globex.localhost')).body.code,
    ).toBe('STORE.INACTIVE');
    const on = await api.request({
      method: 'PATCH',
      url: '/api/v1/admin/stores/2',
      payload: { is_active: true },
      token: admin,
    });
    expect(on.body.is_active).toBe(true);
    const audit = await api.db.query<Json>(
      `SELECT actor_user_id, action, store_id, before, after, reason FROM audit_log
       WHERE subject_type = 'store' AND subject_id = '2' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: 1,
        action: 'store.deactivate',
        store_id: 2,
        before: { is_active: true },
        after: { is_active: false },
        reason: 'Unpaid invoices',
      },
      {
        actor_user_id: 1,
        action: 'store.activate',
        store_id: 2,
        before: { is_active: false },
        after: { is_active: true },
        reason: null,
      },
    ]);
  });

  it('refuses bad input and unknown stores, and nobody else may change a store', async () => {
    const patch = (id: number, payload: object, token = admin) =>
      api.request({
        method: 'PATCH',
        url: `/api/v1/admin/stores/${id}`,
        payload,
        token,
      });
    expect((await patch(1, { is_active: 'yes' })).status).toBe(400);
    expect((await patch(999, { is_active: false })).status).toBe(404);
    expect((await patch(1, { is_active: false }, owner)).status).toBe(403);
    const acme = await get('/admin/stores?search=acme', admin);
    expect(acme.body.results[0].is_active).toBe(true);
  });
});

describe('/authenticate: the super admin opens a store portal as the store', () => {
  it("answers a short login of the store's owner, audited", async () => {
    const started = Date.now();
    const res = await post('/admin/stores/1/authenticate', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.role.role_id).toBe(4);
    expect(res.body.user.email).toBe('owner@acme.test');
    expect(res.body.store.name).toBe('Acme Jewelers');
    expect(res.body.impersonation.store).toEqual({
      id: 1,
      name: 'Acme Jewelers',
    });
    const expires = Date.parse(res.body.impersonation.expires_at);
    expect(expires - started).toBeLessThanOrEqual(30 * 60 * 1000 + 5000);
    const me = await get('/auth/me', res.body.access);
    expect(me.body.user.email).toBe('owner@acme.test');
    const [audit] = await api.db.query<Json>(
      `SELECT actor_user_id, action, store_id FROM audit_log WHERE action = 'store.impersonate'`,
    );
    expect(audit).toEqual({
      actor_user_id: 1,
      action: 'store.impersonate',
      store_id: 1,
    });
    // The super admin's own login goes on.
    expect((await get('/admin/stores', admin)).status).toBe(200);
  });

  it('only the super admin: others 403, anonymous 401, an unknown store 404', async () => {
    expect((await post('/admin/stores/1/authenticate', {}, owner)).status).toBe(
      403,
    );
    expect((await post('/admin/stores/1/authenticate', {})).status).toBe(401);
    expect(
      (await post('/admin/stores/999/authenticate', {}, admin)).status,
    ).toBe(404);
  });
});

describe('the development landing page', () => {
  it('lists the demo stores, portals and logins in development', async () => {
    const res = await get('/dev-landing');
    expect(res.status).toBe(200);
    expect(res.body.stores[0]).toEqual({
      name: 'Acme Jewelers',
      host: 'acme.localhost',
      is_active: true,
    });
    expect(res.body.store_portal_host).toBe('app.localhost');
    expect(res.body.vendor_portal_host).toBe('vendor.localhost');
    expect(res.body.password).toBe(DEMO_PASSWORD);
    expect(res.body.accounts).toContainEqual({
      email: 'admin@platform.test',
      who: 'super admin',
      host: 'app.localhost',
      path: '/portal/login',
    });
    expect(res.body.accounts).toContainEqual({
      email: 'owner@fixit.test',
      who: 'vendor owner, Fixit Workshop',
      host: 'vendor.localhost',
      path: '/login',
    });
  });

  it('does not exist in production', async () => {
    const production = await createTestApi({ dev: { routes: false } });
    try {
      const res = await production.request({
        method: 'GET',
        url: '/api/v1/dev-landing',
      });
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
