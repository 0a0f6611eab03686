// Every way of starting the api honours the variables docs/configuration.md lists: they are read
// in one place (src/env.ts), which src/main.ts (`npm start -w api`, compose) and `npm start`
// (tools/serve/platform.mjs, checked in tools/serve/startup.test.js) both use.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiOptionsFromEnv } from '../src/env';

const ROOT = resolve(__dirname, '../..');

// Variables of the runners around the api, not of the api: the static origins, the e2e control
// port, the shell's CSP, the release folder, the cluster runner, its bench and the compose file's
// replicas and balancer (read by tools/ or compose, documented in the same table).
const NOT_THE_APIS = new Set([
  'SHELL_PORT',
  'STOREFRONT_PORT',
  'STORE_PORTAL_PORT',
  'VENDOR_PORTAL_PORT',
  'SERVICE_BUILDER_PORT',
  'NOTIFICATIONS_PORT',
  'HOST',
  'PLATFORM_CONTROL_PORT',
  'CSP_REMOTE_ORIGINS',
  'CSP_CONNECT_ORIGINS',
  'RELEASES_DIR',
  'RELEASE_KEY',
  'RELEASE_API_URL',
  'RELEASE_BASE_URL',
  'BENCH_RUNS',
  'E2E_PORT_OFFSET',
  'REPLICAS',
  'BENCH_READ_SECONDS',
  'BENCH_CHECKOUTS',
  'BENCH_KILL_CHECKOUTS',
  'API_REPLICAS',
  'LB_ADDRESS',
]);

function documentedVariables(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
  const names = new Set<string>();
  for (const line of doc.split('\n')) {
    const first = /^\| ([^|]+) \|/.exec(line)?.[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_<>]*)`/g))
      if (name) names.add(name.replace('<KEY>', 'STOREFRONT'));
  }
  return [...names];
}

const SAMPLE: Record<string, string> = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  PUSHER_USE_TLS: 'true',
  PUBLIC_SCHEME: 'https',
  JOBS: 'false',
  MAIL_RETRY_DELAY_SECONDS: '5',
  PAYMENT_RECONCILE_AFTER_SECONDS: '90',
};

test('the api reads every variable the configuration table lists', () => {
  const variables = documentedVariables().filter((v) => !NOT_THE_APIS.has(v));
  expect(variables).toEqual(
    expect.arrayContaining(['RATE_LIMIT_SCALE', 'API_PORT', 'TRUST_PROXY']),
  );
  const ignored = variables.filter((name) => {
    // A remote's version is read with its URL only.
    const context: Record<string, string> = name.endsWith('_VERSION')
      ? { REMOTE_STOREFRONT_URL: 'http://cdn.test' }
      : {};
    const value = SAMPLE[name] ?? (/PORT|SCALE|TTL/.test(name) ? '7' : 'x1');
    const options = (env: Record<string, string>) =>
      JSON.stringify(apiOptionsFromEnv(env, '/data'));
    return options({ ...context, [name]: value }) === options(context);
  });
  expect(ignored).toEqual([]);
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        done(typeof address === 'object' && address ? address.port : 0),
      );
    });
  });
}

test('the api started on its own (the compose command) honours RATE_LIMIT_SCALE and ALLOWED_ORIGINS', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-env-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'api/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_SCALE: '2',
        ALLOWED_ORIGINS: 'https://shop.example.com',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((done) => child.on('exit', done));
  try {
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', () => {
        if (output.includes('[api] listening')) done();
      });
      void exited.then(() => fail(new Error(output)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`, {
      headers: { origin: 'https://shop.example.com' },
    });
    expect(res.status).toBe(200);
    // 300 a minute per address by default, doubled.
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');
    expect(res.headers.get('access-control-allow-origin')).toBe(
      'https://shop.example.com',
    );
    // Read to the end: left unread, the 670 KB document keeps its connection busy, and the api's
    // shutdown below waits for it, up to the server's 72 s keep-alive timeout.
    const doc = (await res.json()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
