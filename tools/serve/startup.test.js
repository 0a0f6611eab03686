// A second start while the platform (or anything else) holds its ports or its data folder: the
// start-up script says so in plain words, exits 1 and leaves nothing listening.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const PORT_VARS = [
  'SHELL_PORT',
  'STOREFRONT_PORT',
  'STORE_PORTAL_PORT',
  'VENDOR_PORTAL_PORT',
  'SERVICE_BUILDER_PORT',
  'NOTIFICATIONS_PORT',
  'API_PORT',
];

// Ports are drawn below the kernel's ephemeral range (32768 and up), which outgoing connections of
// other test workers take from at any moment: a port found free here stays free until the start.
const LOW = 15000;
const HIGH = 32000;
const taken = new Set();

function tryListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort() {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (taken.has(port)) continue;
    if (await tryListen(port)) {
      taken.add(port);
      return port;
    }
  }
}

async function freePorts() {
  const env = {};
  for (const name of PORT_VARS) env[name] = String(await freePort());
  return env;
}

/** Resolves true when nothing accepts a connection on the port. */
function closed(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function start(env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tools/serve/run.mjs'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (c) => (out.stdout += c));
  child.stderr.on('data', (c) => (out.stderr += c));
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, ...out })),
  );
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      if (out.stdout.includes('[platform] ready')) resolve();
    });
    exited.then((r) => reject(new Error(`exited ${r.code}: ${r.stderr}`)));
  });
  ready.catch(() => {}); // awaited only by the tests that expect it to start
  return { child, exited, ready };
}

let tmp;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-startup-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function expectPlain(stderr) {
  const lines = stderr.trim().split('\n');
  expect(lines.length).toBeLessThanOrEqual(2);
  expect(stderr).not.toMatch(/^\s+at /m); // no stack
  expect(stderr).not.toContain('EADDRINUSE');
}

test('a port another program holds: the variable, the port, how to move it; exit 1, nothing left listening', async () => {
  const env = await freePorts();
  const holder = net.createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const busy = holder.address().port;
  env.STOREFRONT_PORT = String(busy);
  try {
    const { exited } = start({ ...env, DATA_DIR: path.join(tmp, 'a') });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expectPlain(stderr);
    expect(stderr).toContain(`STOREFRONT_PORT=${busy} is in use`);
    expect(stderr).toContain('another program');
    expect(stderr).toContain(`STOREFRONT_PORT=${busy + 100} npm start`);
    for (const name of PORT_VARS.filter((n) => n !== 'STOREFRONT_PORT'))
      expect(await closed(Number(env[name]))).toBe(true);
  } finally {
    holder.close();
  }
});

test('the platform already running: a second start names it for its ports and for its data folder', async () => {
  const dataDir = path.join(tmp, 'b');
  // `npm start` honours the api's variables too (api/src/env.ts). Should another program take one
  // of the ports between the draw and the start, the first platform starts again on new ones.
  let env;
  let first;
  for (let attempt = 1; ; attempt++) {
    env = await freePorts();
    first = start({
      ...env,
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: '3',
      ALLOWED_ORIGINS: 'https://shop.example.com',
    });
    const outcome = await Promise.race([
      first.ready.then(() => 'ready'),
      first.exited.then((r) => r),
    ]);
    if (outcome === 'ready') break;
    if (attempt === 3 || !/_PORT=\d+ is in use/.test(outcome.stderr))
      throw new Error(`exited ${outcome.code}: ${outcome.stderr}`);
  }
  try {
    const samePorts = await start({ ...env, DATA_DIR: path.join(tmp, 'c') })
      .exited;
    expect(samePorts.code).toBe(1);
    expectPlain(samePorts.stderr);
    expect(samePorts.stderr).toMatch(
      /^[A-Z_]+_PORT=\d+ is in use; the platform seems to be running there already/,
    );

    const otherPorts = await freePorts();
    const sameFolder = await start({ ...otherPorts, DATA_DIR: dataDir }).exited;
    expect(sameFolder.code).toBe(1);
    expectPlain(sameFolder.stderr);
    expect(sameFolder.stderr).toContain(
      `DATA_DIR=${dataDir} is in use by process ${first.child.pid}`,
    );
    for (const name of PORT_VARS)
      expect(await closed(Number(otherPorts[name]))).toBe(true);

    // The first platform still serves, with its variables: 300 a minute per address, tripled.
    const res = await fetch(
      `http://127.0.0.1:${env.API_PORT}/api/v1/openapi.json`,
      { headers: { origin: 'https://shop.example.com' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('900');
    expect(res.headers.get('access-control-allow-origin')).toBe(
      'https://shop.example.com',
    );
    // Read to the end: left unread, the 670 KB document keeps its connection busy, and the api's
    // shutdown below waits for it, up to the server's 72 s keep-alive timeout.
    expect((await res.json()).openapi).toMatch(/^3\./);
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
  }
  expect(fs.existsSync(path.join(dataDir, 'platform.lock'))).toBe(false);
}, 120_000);
