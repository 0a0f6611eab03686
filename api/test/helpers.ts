import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import {
  passwordCost,
  setPasswordCostForTests,
  TEST_PASSWORD_COST,
} from '../src/auth/passwords';
import type { ApiConfig } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed';
import { syncRemoteReleases } from '../src/areas/releases/releasesStartup';
import type { Db } from '../src/db/types';

// One migrated + seeded PGlite is built once per change of the schema or seed (globalSetup), dumped
// with dumpDataDir(), and every test file starts its own database from that snapshot (≈ 0.5 s
// instead of an initdb per file).

export const TEST_DEV_KEY = 'test-dev-key-of-at-least-32-characters!';
export const TEST_PUSH_SECRET = 'test-push-secret-of-at-least-32-chars!!';

export const TEST_CONFIG: ApiConfig = {
  jwtSecret: 'test-secret-of-at-least-32-characters!!',
  accessTokenTtlSeconds: 900,
  push: { secret: TEST_PUSH_SECRET },
  dev: { routes: true, key: TEST_DEV_KEY },
  allowedOrigins: ['http://localhost:*', 'http://*.localhost:*'],
  // One test file logs in more often than a person would in a quarter hour; the rate-limit tests
  // (security.rateLimits.test.ts) run with the real allowances (scale 1).
  rateLimitScale: 100,
};
export { DEMO_PASSWORD };

// Logins in tests check passwords at a cheap scrypt cost (TEST_PASSWORD_COST): the api's test files
// log in several hundred times. Production's cost is asserted by src/auth/passwords.test.ts, which
// does not load these helpers; a test that needs the production cost sets it with
// setPasswordCostForTests() and sets TEST_PASSWORD_COST back.
export { TEST_PASSWORD_COST };
setPasswordCostForTests(TEST_PASSWORD_COST);

const SRC_DB = join(__dirname, '../src/db');

function snapshotPath(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(SRC_DB); // migrations, seed and demo data
  hash.update('without template databases'); // how ensureSnapshot() builds it
  hash.update(JSON.stringify(passwordCost())); // the seeded users' password hashes
  hash.update(
    readFileSync(
      join(dirname(require.resolve('@electric-sql/pglite')), '../package.json'),
    ),
  );
  return join(
    tmpdir(),
    `platform-api-test-snapshot-${hash.digest('hex').slice(0, 16)}.tar`,
  );
}

/** Builds the snapshot file if it is missing; answers its path. */
export async function ensureSnapshot(): Promise<string> {
  const path = snapshotPath();
  if (existsSync(path)) return path;
  const db = await openPglite();
  try {
    await runMigrations(db);
    await seedDemoData(db);
    await syncRemoteReleases(db);
    // The tests use only the `postgres` database: without template0 and template1 the snapshot
    // has 600 fewer files for every test database to unpack.
    for (const sql of [
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
      'DROP DATABASE template0',
      'DROP DATABASE template1',
      'CHECKPOINT',
    ])
      await db.exec(sql);
    const dump = await db.pglite.dumpDataDir('none');
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, path); // atomic: a concurrent reader never sees half a file
  } finally {
    await db.close();
  }
  return path;
}

/** A fresh database of its own, started from the seeded snapshot. */
export async function createTestDb(): Promise<Db> {
  const path = await ensureSnapshot();
  return openPglite({ loadDataDir: new Blob([readFileSync(path)]) });
}

/** A decoded JSON answer; tests assert its shape with expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose on purpose, checked by expect()
export type Json = any;

export interface LoginResult {
  access: string;
  refresh: string;
  [key: string]: unknown;
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  request(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: Json }>;
  login(
    email: string,
    kind?: 'portal' | 'vendor' | 'customer',
    extra?: Record<string, unknown>,
  ): Promise<LoginResult>;
  close(): Promise<void>;
}

/** The api on a fresh test database, or on `givenDb` (a PostgreSQL one: see raceHarness.ts). */
export async function createTestApi(
  config: Partial<ApiConfig> = {},
  givenDb?: Db,
): Promise<TestApi> {
  const db = givenDb ?? (await createTestDb());
  const app = await buildApp({
    db,
    // Each route's schemas compile on its first request: a test file calls a few of the api's
    // hundreds of routes (server.test.ts starts the api the production way, compiling all).
    compileSchemas: 'on-first-use',
    config: {
      ...TEST_CONFIG,
      ...config,
      push: { ...TEST_CONFIG.push, ...config.push },
    },
  });
  await app.ready();
  const request: TestApi['request'] = async ({ token, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: {
        ...(options.headers ?? {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: response.statusCode,
      body: response.body ? JSON.parse(response.body) : undefined,
    };
  };
  return {
    app,
    db,
    request,
    async login(email, kind = 'portal', extra = {}) {
      const response = await request({
        method: 'POST',
        url: `/api/v1/auth/${kind}/login`,
        payload: { email, password: DEMO_PASSWORD, ...extra },
      });
      if (response.status !== 200)
        throw new Error(
          `login ${email}: ${response.status} ${JSON.stringify(response.body)}`,
        );
      return response.body;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
