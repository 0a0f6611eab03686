import { isUrlIntegrationEnabled } from '../src/areas/storefront/storeIntegrations';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// /portal/integrations: carrier accounts (validated, 409 when stale, another store's id
// 404), Stripe's status from the payments configuration ("not configured" without a key), the URL
// integration switch (readable by other code), the store's scripts (http(s) script addresses only,
// never markup). Only the owner writes.

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

describe('store integrations', () => {
  it('shows the carriers, Stripe not configured without a key, the switch and the scripts', async () => {
    const { status, body } = await call('GET', '/stores/1/integrations', owner);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      carriers: [
        {
          carrier: 1,
          account_number: 'ACME10042',
          is_active: true,
          version: 1,
        },
      ],
      stripe: { provider: 'test', status: 'not_configured' },
      is_url_integration_enabled: false,
      version: 1,
    });
  });

  it('adds, edits and removes carrier accounts; bad input 400, stale 409, other store 404', async () => {
    const bad = await call('POST', '/stores/1/integrations/carriers', owner, {
      carrier: 2,
      account_number: 'x!',
      is_active: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      account_number: 'Please enter 5 to 30 letters and digits.',
    });
    const wrongCarrier = await call(
      'POST',
      '/stores/1/integrations/carriers',
      owner,
      {
        carrier: 9,
        account_number: 'USPS12345',
        is_active: true,
      },
    );
    expect(wrongCarrier.status).toBe(400);
    const added = await call('POST', '/stores/1/integrations/carriers', owner, {
      carrier: 2,
      account_number: 'usps-12345',
      is_active: false,
    });
    expect(added.status).toBe(201);
    const usps = added.body.carriers.find(
      (c: { carrier: number }) => c.carrier === 2,
    );
    expect(usps).toMatchObject({
      account_number: 'USPS12345',
      is_active: false,
    });
    const twice = await call('POST', '/stores/1/integrations/carriers', owner, {
      carrier: 2,
      account_number: 'USPS12345',
      is_active: true,
    });
    expect(twice.body.errors.account_number).toBe(
      'This carrier account is already on your store.',
    );
    const url = `/stores/1/integrations/carriers/${usps.id}`;
    const edited = await call('PUT', url, owner, {
      carrier: 2,
      account_number: 'USPS12345',
      is_active: true,
      version: 1,
    });
    expect(edited.status).toBe(200);
    const stale = await call('PUT', url, owner, {
      carrier: 2,
      account_number: 'USPS99999',
      is_active: true,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.carriers).toHaveLength(2);
    expect(
      (
        await call(
          'DELETE',
          `/stores/2/integrations/carriers/${usps.id}`,
          globex,
        )
      ).status,
    ).toBe(404);
    const removed = await call('DELETE', url, owner);
    expect(removed.body.carriers).toHaveLength(1);
  });

  it('turns the URL integration on (other code reads it); stale 409', async () => {
    const on = await call('PUT', '/stores/1/integrations/url', owner, {
      is_enabled: true,
      version: 1,
    });
    expect(on.body).toMatchObject({
      is_url_integration_enabled: true,
      version: 2,
    });
    expect(await isUrlIntegrationEnabled(api.db, 1)).toBe(true);
    const stale = await call('PUT', '/stores/1/integrations/url', owner, {
      is_enabled: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await isUrlIntegrationEnabled(api.db, 1)).toBe(true);
  });

  it('saves script addresses, refuses markup, and the storefront reads them', async () => {
    const markup = await call('PUT', '/stores/1/integrations/scripts', owner, {
      ada_script: '<script>alert(1)</script>',
      google_analytics_script: 'javascript:alert(1)',
      google_tag_script: null,
      version: 2,
    });
    expect(markup.status).toBe(400);
    expect(Object.keys(markup.body.errors)).toEqual([
      'ada_script',
      'google_analytics_script',
    ]);
    const tooLong = await call('PUT', '/stores/1/integrations/scripts', owner, {
      ada_script: `https://cdn.example.test/${'a'.repeat(2100)}.js`,
      google_analytics_script: null,
      google_tag_script: null,
      version: 2,
    });
    expect(tooLong.status).toBe(400);
    const saved = await call('PUT', '/stores/1/integrations/scripts', owner, {
      ada_script: ' https://cdn.example.test/ada.js ',
      google_analytics_script: '',
      google_tag_script: null,
      version: 2,
    });
    expect(saved.body).toMatchObject({
      ada_script: 'https://cdn.example.test/ada.js',
      google_analytics_script: null,
      version: 3,
    });
    const storefront = await api.request({
      method: 'GET',
      url: '/api/v1/white-label-settings?store_url=acme.localhost',
    });
    expect(storefront.body.ada_script).toBe('https://cdn.example.test/ada.js');
  });

  it('lets only the owner write; staff without the integration module get 403', async () => {
    expect((await call('GET', '/stores/1/integrations', staff)).status).toBe(
      403,
    );
    expect(
      (
        await call('PUT', '/stores/1/integrations/url', staff, {
          is_enabled: false,
          version: 3,
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/stores/1/integrations', globex)).status).toBe(
      403,
    );
  });

  it('lets staff holding the integration module read, without the scripts and without writing', async () => {
    await api.db.query(
      `UPDATE users SET stores_permissions = $1::jsonb WHERE email = 'staff@acme.test'`,
      [
        JSON.stringify({
          global_permissions: [
            { module_id: 8, permissions: [3], is_enable: 1 },
          ],
          locations_permissions: [],
        }),
      ],
    );
    const reader = (await api.login('staff@acme.test')).access;
    const { status, body } = await call(
      'GET',
      '/stores/1/integrations',
      reader,
    );
    expect(status).toBe(200);
    expect(body.carriers).toHaveLength(1);
    expect(body.ada_script).toBeNull();
    expect(
      (
        await call('PUT', '/stores/1/integrations/scripts', reader, {
          ada_script: null,
          google_analytics_script: null,
          google_tag_script: null,
          version: body.version,
        })
      ).status,
    ).toBe(403);
  });

  it('says Stripe is connected or not when a key is configured', async () => {
    const withKey = await createTestApi({
      payments: {
        stripeSecretKey: 'sk_test_x',
        stripeApiBase: 'http://127.0.0.1:9',
      },
    });
    try {
      const token = (await withKey.login('owner@acme.test')).access;
      const { body } = await withKey.request({
        method: 'GET',
        url: '/api/v1/stores/1/integrations',
        token,
      });
      expect(body.stripe).toEqual({
        provider: 'stripe',
        status: 'not_connected',
        account_last4: null,
      });
    } finally {
      await withKey.close();
    }
  }, 60_000);
});
