import { runMigrations } from '../src/db/migrate';
import { openPgPool } from '../src/db/pg';
import { seedDemoData } from '../src/db/seed';
import { syncRemoteReleases } from '../src/areas/releases/releasesStartup';
import type { Db } from '../src/db/types';
import { createTestApi, type TestApi } from './helpers';

// The race tests run on the embedded database and, when TEST_DATABASE_URL names a PostgreSQL
// server, on a database of their own there too (created next to it, dropped at the end): PGlite
// has one connection, so only PostgreSQL's pool lets two transactions really run at once.

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** How many times each race is fired. */
export const ROUNDS = Number(process.env.RACE_ROUNDS ?? 20);

export interface RaceApi {
  api: TestApi;
  close(): Promise<void>;
}

export async function raceApi(engine: 'pglite' | 'postgres'): Promise<RaceApi> {
  if (engine === 'pglite') {
    const api = await createTestApi();
    return { api, close: () => api.close() };
  }
  const admin = openPgPool(POSTGRES_URL!);
  const name = `platform_races_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  const db: Db = openPgPool(url.toString());
  await runMigrations(db);
  await seedDemoData(db);
  await syncRemoteReleases(db);
  const api = await createTestApi({}, db);
  return {
    api,
    async close() {
      await api.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

/** The engines to race on: always PGlite, PostgreSQL when a server is given. */
export const ENGINES: ('pglite' | 'postgres')[] = POSTGRES_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
