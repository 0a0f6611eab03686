import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '../src/db/migrate';
import { startApi } from '../src/server';
import type { Json } from './helpers';

// startApi on a data directory: migrations + demo seed on the first start only, data kept on restart.
const dataDir = mkdtempSync(join(tmpdir(), 'api-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('starts, serves, stops, and keeps its data across restarts', async () => {
  const first = await startApi({
    port: 0,
    dataDir,
    remoteUrls: { storefront: 'http://127.0.0.1:4150' },
  });
  try {
    const health = await fetch(`${first.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const registry: Json = await (
      await fetch(`${first.url}/api/v1/remote-registry?host=acme.localhost`)
    ).json();
    expect(registry.remotes.storefront.entry).toBe(
      'http://127.0.0.1:4150/mf-manifest.json',
    );
    await first.db.query(
      "UPDATE stores SET top_bar_text = 'changed' WHERE id = 1",
    );
  } finally {
    await first.close();
  }

  const second = await startApi({ port: 0, dataDir });
  try {
    expect(await runMigrations(second.db)).toEqual([]);
    const settings: Json = await (
      await fetch(
        `${second.url}/api/v1/store-settings?store_url=acme.localhost`,
      )
    ).json();
    expect(settings.top_bar_text).toBe('changed'); // not seeded again
    const stores = await second.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stores',
    );
    expect(stores[0]!.n).toBe(4);
    // Started without remote URLs: the release pointer of the first run is kept.
    const registry: Json = await (
      await fetch(`${second.url}/api/v1/remote-registry`)
    ).json();
    expect(registry.remotes.storefront.entry).toBe(
      'http://127.0.0.1:4150/mf-manifest.json',
    );
  } finally {
    await second.close();
  }
}, 180_000); // a cap, not a target: about 15 s of CPU (two starts, one seeding), much more on a busy machine
