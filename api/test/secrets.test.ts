import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  needsRehash,
  PRODUCTION_PASSWORD_COST,
  setPasswordCostForTests,
} from '../src/auth/passwords';
import { resolveSecrets, SecretError } from '../src/secrets';
import { createTestApi, DEMO_PASSWORD, TEST_PASSWORD_COST } from './helpers';

// No secret in the source. Production refuses weak ones; development makes its own.

const STRONG = 'a'.repeat(16) + 'B'.repeat(16) + '0123';

describe('production', () => {
  it.each([
    [{}, /^JWT_SECRET is not set/],
    [{ jwtSecret: 'short-secret' }, /^JWT_SECRET is shorter than 32 bytes/],
    [
      { jwtSecret: 'dev-only-insecure-jwt-secret-change-me' },
      /^JWT_SECRET is a known default/,
    ],
    [{ jwtSecret: STRONG }, /^PUSHER_SECRET is not set/],
    [
      { jwtSecret: STRONG, pushSecret: 'platform-secret' },
      /^PUSHER_SECRET is a known default/,
    ],
  ])('refuses %j', (given, message) => {
    expect(() => resolveSecrets({ production: true, ...given })).toThrow(
      SecretError,
    );
    expect(() => resolveSecrets({ production: true, ...given })).toThrow(
      message,
    );
  });

  it('starts with strong secrets of its own', () => {
    const secrets = resolveSecrets({
      production: true,
      jwtSecret: STRONG,
      pushSecret: STRONG,
    });
    expect(secrets.jwtSecret).toBe(STRONG);
  });

  it('the api process refuses to start with a one-line message naming the variable', () => {
    const main = resolve(__dirname, '../src/main.ts');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: {
          PATH: process.env.PATH!,
          NODE_ENV: 'production',
          API_PORT: '0',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const none = run({});
    expect(none.status).toBe(1);
    expect(none.stderr.trim()).toMatch(
      /^\[api\] refusing to start: JWT_SECRET is not set[^\n]*$/,
    );
    const noPush = run({ JWT_SECRET: STRONG });
    expect(noPush.status).toBe(1);
    expect(noPush.stderr.trim()).toMatch(
      /^\[api\] refusing to start: PUSHER_SECRET is not set/,
    );
  }, 60_000);
});

describe('development', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates random secrets once, keeps them in a mode-600 file, and no two installs share one', () => {
    const file = join(dir, 'pglite-secrets.json');
    const first = resolveSecrets({ production: false, secretsFile: file });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(resolveSecrets({ production: false, secretsFile: file })).toEqual(
      first,
    );
    const other = resolveSecrets({
      production: false,
      secretsFile: join(dir, 'other.json'),
    });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
    expect(other.pushSecret).not.toBe(first.pushSecret);
    expect(other.devKey).not.toBe(first.devKey);
  });

  it('an explicit secret wins over the file', () => {
    const file = join(dir, 's.json');
    expect(
      resolveSecrets({
        production: false,
        secretsFile: file,
        jwtSecret: STRONG,
      }).jwtSecret,
    ).toBe(STRONG);
  });
});

describe('password hashes', () => {
  afterEach(() => setPasswordCostForTests(TEST_PASSWORD_COST));

  it('an old, cheaper hash is replaced on login and the password still works', async () => {
    // The database starts from the tests' snapshot (seeded at the tests' cost); the logins below
    // run at production's cost, which the old hash is cheaper than (the tests' own cost is not).
    const api = await createTestApi();
    setPasswordCostForTests(PRODUCTION_PASSWORD_COST);
    try {
      // A hash made with N=2^14, p=1 (what the api used to store): made the old way below.
      const legacy = await import('node:crypto').then(
        ({ randomBytes, scryptSync }) => {
          const salt = randomBytes(16);
          const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 32, {
            N: 16384,
            r: 8,
            p: 1,
          });
          return [
            'scrypt',
            16384,
            8,
            1,
            salt.toString('base64'),
            key.toString('base64'),
          ].join('$');
        },
      );
      expect(needsRehash(legacy)).toBe(true);
      await api.db.query(
        "UPDATE users SET password_hash = $1 WHERE email = 'owner@acme.test'",
        [legacy],
      );
      await api.login('owner@acme.test');
      const [row] = await api.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = 'owner@acme.test'",
      );
      expect(row!.password_hash).not.toBe(legacy);
      expect(needsRehash(row!.password_hash)).toBe(false);
      await api.login('owner@acme.test');
    } finally {
      await api.close();
    }
  });
});
