import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { syncRemoteReleases } from '../src/areas/releases/releasesStartup';
import { createReleaseKit, type ReleaseKit } from './releasesFixtures';

// GET /remote-registry (ADR 0018): which build of each remote serves a store, resolved
// kill switch → pin → canary → default, in the shape the shell's boot reads; and the start-up sync
// that registers the local builds as versions.

let kit: ReleaseKit;
beforeAll(async () => {
  kit = await createReleaseKit();
});
afterAll(() => kit.close());

const get = (url: string) =>
  kit.api.request({ method: 'GET', url: `/api/v1${url}` });
const why = 'registry test';

describe('remote registry', () => {
  it('answers the default release of every remote, revalidated on every load', async () => {
    const res = await kit.api.app.inject({
      method: 'GET',
      url: '/api/v1/remote-registry?host=app.localhost',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes).toEqual({
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

  it('serves a store its pin, by host or by id, and every other store the default', async () => {
    await kit.publish('storefront', '0.2.0-canary');
    const pin = await kit.call('PUT', '/releases/storefront/pins/1', {
      version: '0.2.0-canary',
      reason: why,
    });
    expect(pin.status).toBe(200);
    const acme = (await get('/remote-registry?host=acme.localhost')).body
      .remotes;
    expect(acme.storefront).toEqual({
      name: 'mf_storefront',
      entry:
        'https://cdn.example.test/storefront/0.2.0-canary/mf-manifest.json',
      version: '0.2.0-canary',
    });
    expect(acme.storePortal.version).toBe('0.1.0');
    expect((await kit.registry(1)).storefront.version).toBe('0.2.0-canary');
    const globex = (await get('/remote-registry?host=globex.localhost')).body
      .remotes;
    expect(globex.storefront.version).toBe('0.1.0');
    expect((await kit.registry()).storefront.version).toBe('0.1.0');
  });

  it('the kill switch with no earlier good version answers null, and survives a restart', async () => {
    const kill = await kit.call('PUT', '/releases/serviceBuilder/kill-switch', {
      killed: true,
      reason: why,
    });
    expect(kill.status).toBe(200);
    expect(kill.body.serving_version).toBeNull();
    expect((await kit.registry(2)).serviceBuilder).toBeNull();
    expect((await kit.registry()).serviceBuilder).toBeNull();

    // A restart that configures the same version at another origin keeps it switched off.
    await syncRemoteReleases(kit.api.db, {
      serviceBuilder: { url: 'http://localhost:3104/', version: '0.1.0' },
    });
    expect((await kit.registry(2)).serviceBuilder).toBeNull();
    await kit.call('PUT', '/releases/serviceBuilder/kill-switch', {
      killed: false,
      reason: why,
    });
    expect((await kit.registry(2)).serviceBuilder).toEqual({
      name: 'mf_service_builder',
      entry: 'http://localhost:3104/mf-manifest.json',
      version: '0.1.0',
    });
  });

  it('a restart without configured URLs keeps a default moved through the api', async () => {
    await kit.publish('notifications', '1.4.0');
    await kit.call('PUT', '/releases/notifications/default', {
      version: '1.4.0',
      reason: why,
    });
    await syncRemoteReleases(kit.api.db, {}); // a restart with no REMOTE_NOTIFICATIONS_URL
    expect((await kit.registry(2)).notifications).toEqual({
      name: 'mf_notifications',
      entry: 'https://cdn.example.test/notifications/1.4.0/mf-manifest.json',
      version: '1.4.0',
    });
  });

  it('a configured start-up build moves the default, audited as the system; a published version keeps its URL', async () => {
    await syncRemoteReleases(kit.api.db, {
      notifications: { url: 'http://localhost:3999', version: '1.4.0' },
    });
    // 1.4.0 was published to the CDN: the configuration cannot move its folder.
    expect((await kit.registry(2)).notifications.entry).toBe(
      'https://cdn.example.test/notifications/1.4.0/mf-manifest.json',
    );
    await syncRemoteReleases(kit.api.db, {
      notifications: 'http://localhost:3105',
    });
    expect((await kit.registry(2)).notifications).toEqual({
      name: 'mf_notifications',
      entry: 'http://localhost:3105/mf-manifest.json',
      version: '0.1.0',
    });
    const audit = await kit.call(
      'GET',
      '/releases/audit?remote=notifications&page_size=1',
    );
    expect(audit.body.results[0]).toMatchObject({
      action: 'default',
      actor: { kind: 'system' },
      from: '1.4.0',
      to: '0.1.0',
    });
  });
});

describe('migration 0040', () => {
  it('turns the old pointers into versions, defaults, pins and a killed version', async () => {
    const source = join(__dirname, '../src/db/migrations');
    const dir = mkdtempSync(join(tmpdir(), 'migrations-0040-'));
    const db = await openPglite();
    try {
      for (const file of readdirSync(source).filter((f) => f < '0040'))
        cpSync(join(source, file), join(dir, file));
      await runMigrations(db, dir);
      await db.query(
        "INSERT INTO stores (id, name, url) VALUES (1, 'Acme', 'acme.localhost'), (2, 'Globex', 'globex.localhost')",
      );
      await db.query(
        `INSERT INTO remote_releases (remote_key, version, entry_base_url, store_id, enabled) VALUES
         ('storefront', '1.0.0', 'https://cdn.example/storefront/1.0.0', NULL, true),
         ('storefront', '0.9.0', 'https://cdn.example/storefront/0.9.0', 1, true),
         ('storefront', '0.8.0', 'https://cdn.example/storefront/0.8.0', 2, false),
         ('notifications', '0.1.0', 'http://localhost:3005', NULL, false)`,
      );
      cpSync(
        join(source, '0040_remote_release_versions.sql'),
        join(dir, '0040_remote_release_versions.sql'),
      );
      expect(await runMigrations(db, dir)).toEqual([
        '0040_remote_release_versions',
      ]);
      expect(
        await db.query(
          'SELECT remote_key, version, entry_base_url, source, status, defaulted_at IS NOT NULL AS was_default FROM remote_versions ORDER BY remote_key, version',
        ),
      ).toEqual([
        {
          remote_key: 'notifications',
          version: '0.1.0',
          entry_base_url: 'http://localhost:3005',
          source: 'startup',
          status: 'killed',
          was_default: true,
        },
        {
          remote_key: 'storefront',
          version: '0.8.0',
          entry_base_url: 'https://cdn.example/storefront/0.8.0',
          source: 'startup',
          status: 'published',
          was_default: false,
        },
        {
          remote_key: 'storefront',
          version: '0.9.0',
          entry_base_url: 'https://cdn.example/storefront/0.9.0',
          source: 'startup',
          status: 'published',
          was_default: false,
        },
        {
          remote_key: 'storefront',
          version: '1.0.0',
          entry_base_url: 'https://cdn.example/storefront/1.0.0',
          source: 'startup',
          status: 'published',
          was_default: true,
        },
      ]);
      expect(
        await db.query(
          'SELECT remote_key, default_version, canary_version FROM remote_rollouts ORDER BY remote_key',
        ),
      ).toEqual([
        {
          remote_key: 'notifications',
          default_version: '0.1.0',
          canary_version: null,
        },
        {
          remote_key: 'storefront',
          default_version: '1.0.0',
          canary_version: null,
        },
      ]);
      expect(
        await db.query('SELECT remote_key, store_id, version FROM remote_pins'),
      ).toEqual([{ remote_key: 'storefront', store_id: 1, version: '0.9.0' }]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
