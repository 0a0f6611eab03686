import { buildApp } from '../src/app';
import { runMigrations } from '../src/db/migrate';
import { openPgPool } from '../src/db/pg';
import { seedDemoData } from '../src/db/seed';
import { syncRemoteReleases } from '../src/areas/releases/releasesStartup';
import type { Db } from '../src/db/types';
import { DEMO_PASSWORD, TEST_CONFIG } from './helpers';

// The node-postgres implementation against a real server. Opt-in: set TEST_DATABASE_URL to an
// empty, disposable database (its public schema is dropped first).
const url = process.env.TEST_DATABASE_URL;
const describeIfPostgres = url ? describe : describe.skip;

describeIfPostgres('api on PostgreSQL (pg Pool)', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = openPgPool(url!);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await runMigrations(db);
    await seedDemoData(db);
    await syncRemoteReleases(db);
    app = await buildApp({ db, config: TEST_CONFIG });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('migrates once and seeds once', async () => {
    expect(await runMigrations(db)).toEqual([]);
    expect(await seedDemoData(db)).toBe(false);
  });

  it('logs in, rotates, detects reuse, lists and marks notifications', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/portal/login',
      payload: { email: 'staff@acme.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { access, refresh } = login.json();
    const auth = { authorization: `Bearer ${access}` };

    const locations = await app.inject({
      url: '/api/v1/locations?store_id=1',
      headers: auth,
    });
    expect(locations.json().map((l: { id: number }) => l.id)).toEqual([1]);

    const list = await app.inject({
      url: '/api/v1/notifications/user?page=1&page_size=5&type=general',
      headers: auth,
    });
    expect(list.json()).toMatchObject({
      count: 1,
      next: null,
      unread: { general: 1, watching: 0, total: 1 },
    });
    const marked = await app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      headers: auth,
    });
    expect(marked.json()).toEqual({
      unread: { general: 0, watching: 0, total: 0 },
    });

    const rotated = await app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh },
    });
    expect(rotated.statusCode).toBe(200);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh },
    });
    expect(reuse.statusCode).toBe(401);
    const newest = await app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh: rotated.json().refresh },
    });
    expect(newest.statusCode).toBe(401);
  });

  it('serves the catalogue and the registry', async () => {
    const services = await app.inject({
      url: '/api/v1/stores/1/portal-services?search=watch',
    });
    expect(
      services
        .json()
        .results.map((s: { price: string }) => s.price)
        .sort(),
    ).toEqual(['12.50', '15.00']);
    const registry = await app.inject({
      url: '/api/v1/remote-registry?host=acme.localhost',
    });
    expect(registry.json().remotes.storefront.name).toBe('mf_storefront');
  });
});
