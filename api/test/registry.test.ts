import { syncRemoteReleases } from '../src/db/seed';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (url: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}` });

describe('remote registry', () => {
  it('answers the default release of every remote', async () => {
    const res = await get('/remote-registry?host=app.localhost');
    expect(res.status).toBe(200);
    expect(res.body.remotes).toEqual({
      storefront: {
        name: 'mf_storefront',
        entry: 'http://localhost:3001/mf-manifest.json',
        version: '0.1.0',
      },
      storePortal: {
        name: 'mf_store_portal',
        entry: 'http://localhost:3002/mf-manifest.json',
        version: '0.1.0',
      },
      vendorPortal: {
        name: 'mf_vendor_portal',
        entry: 'http://localhost:3003/mf-manifest.json',
        version: '0.1.0',
      },
      serviceBuilder: {
        name: 'mf_service_builder',
        entry: 'http://localhost:3004/mf-manifest.json',
        version: '0.1.0',
      },
      notifications: {
        name: 'mf_notifications',
        entry: 'http://localhost:3005/mf-manifest.json',
        version: '0.1.0',
      },
    });
  });

  it('pins a version per tenant and switches a remote off (kill switch)', async () => {
    await api.db.query(
      `INSERT INTO remote_releases (remote_key, version, entry_base_url, store_id, enabled) VALUES
       ('storefront', '0.2.0-canary', 'https://cdn.example.test/storefront/0.2.0', 1, true),
       ('notifications', '0.1.0', 'http://localhost:3005', 1, false)`,
    );
    const acme = (await get('/remote-registry?host=acme.localhost')).body
      .remotes;
    expect(acme.storefront).toEqual({
      name: 'mf_storefront',
      entry: 'https://cdn.example.test/storefront/0.2.0/mf-manifest.json',
      version: '0.2.0-canary',
    });
    expect(acme.notifications).toBeNull();
    expect(acme.storePortal.version).toBe('0.1.0');
    const globex = (await get('/remote-registry?host=globex.localhost')).body
      .remotes;
    expect(globex.storefront.version).toBe('0.1.0');
    expect(globex.notifications).not.toBeNull();
    expect(
      (await get('/remote-registry?store_id=1')).body.remotes.notifications,
    ).toBeNull();

    // A global kill switch survives the start-up sync, which only moves the default URLs.
    await api.db.query(
      "UPDATE remote_releases SET enabled = false WHERE remote_key = 'serviceBuilder' AND store_id IS NULL",
    );
    await syncRemoteReleases(api.db, {
      serviceBuilder: { url: 'http://localhost:3104/', version: '0.1.1' },
    });
    expect(
      (await get('/remote-registry?host=globex.localhost')).body.remotes
        .serviceBuilder,
    ).toBeNull();
    await api.db.query(
      "UPDATE remote_releases SET enabled = true WHERE remote_key = 'serviceBuilder'",
    );
    expect(
      (await get('/remote-registry?host=globex.localhost')).body.remotes
        .serviceBuilder,
    ).toEqual({
      name: 'mf_service_builder',
      entry: 'http://localhost:3104/mf-manifest.json',
      version: '0.1.1',
    });
  });

  it('keeps a release pointer moved in the database when no URL is configured', async () => {
    await api.db.query(
      "UPDATE remote_releases SET version = '1.4.0', entry_base_url = 'https://cdn.example/mf-storefront/1.4.0' WHERE remote_key = 'storefront' AND store_id IS NULL",
    );
    await syncRemoteReleases(api.db, {}); // a restart with no REMOTE_STOREFRONT_URL
    expect(
      (await get('/remote-registry?host=globex.localhost')).body.remotes
        .storefront,
    ).toEqual({
      name: 'mf_storefront',
      entry: 'https://cdn.example/mf-storefront/1.4.0/mf-manifest.json',
      version: '1.4.0',
    });
  });
});
