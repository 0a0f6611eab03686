// Starts the platform the way `npm start` serves it (tools/serve/run.mjs, production builds) as a
// child process on its own ports, for the Playwright suite and the benchmark.
// CommonJS so that both Playwright's loader (config, globalSetup) and the plain-node bench load it.
const { spawn, spawnSync } = require('node:child_process');
const {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const REPO_ROOT = resolve(__dirname, '../..');
const WEB_PACKAGES = [
  'shell',
  'mf-storefront',
  'mf-store-portal',
  'mf-vendor-portal',
  'mf-service-builder',
  'mf-notifications',
];
// What `npm start` runs (the bench measures it). Overridable only to exercise the harness itself.
const RUNNER =
  process.env.E2E_PLATFORM_RUNNER ?? join(REPO_ROOT, 'tools/serve/run.mjs');
// The same with the tests' password hash cost (the browser tests' global set-up).
const TEST_RUNNER = join(__dirname, 'platform-runner.mjs');
// V8 settings of the browser tests' platform, as for the api's jest tests (ADR 0046): Maglev as the
// top tier, WebAssembly (PGlite) on its baseline compiler, the garbage collector on the main
// thread. Its work is short bursts of many different queries: four specs took 11 CPU s in the
// platform instead of 13, and 81-82 CPU s in all instead of 85. The bench keeps V8's defaults.
const TEST_NODE_FLAGS = [
  '--max-opt=2',
  '--liftoff-only',
  '--single-threaded-gc',
];

/** Ports of one platform instance: shell = base, remotes base+1..base+5, api and control apart. */
function portsFrom(base, apiPort, controlPort) {
  return {
    SHELL_PORT: base,
    STOREFRONT_PORT: base + 1,
    STORE_PORTAL_PORT: base + 2,
    VENDOR_PORTAL_PORT: base + 3,
    SERVICE_BUILDER_PORT: base + 4,
    NOTIFICATIONS_PORT: base + 5,
    API_PORT: apiPort,
    PLATFORM_CONTROL_PORT: controlPort,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `npm run build` at the root when any web package lacks dist/mf-manifest.json. */
function ensureBuilt(log = console.log) {
  const missing = WEB_PACKAGES.filter(
    (p) => !existsSync(join(REPO_ROOT, p, 'dist/mf-manifest.json')),
  );
  if (missing.length === 0 || process.env.E2E_SKIP_BUILD === '1') return;
  log(
    `[platform] building (missing dist/mf-manifest.json in ${missing.join(', ')})`,
  );
  // --missing: build-all rebuilds only the packages without a dist.
  const res = spawnSync('npm', ['run', 'build', '--', '--missing'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (res.status !== 0)
    throw new Error(`npm run build failed with status ${res.status}`);
}

async function waitForFile(path, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > until)
      throw new Error(
        `${path} does not exist (the serving harness is missing)`,
      );
    await sleep(1000);
  }
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The dev key of a platform whose data folder is `dataDir` (the api keeps its development secrets
 * in `<DATA_DIR>-secrets.json`): the header `x-dev-key` that opens /dev/* through the shell.
 */
function devKeyOf(dataDir) {
  return JSON.parse(readFileSync(`${dataDir}-secrets.json`, 'utf8')).devKey;
}

/**
 * Spawns the platform and resolves once GET /ready on the control port answers 200.
 * `root` is a fresh temporary folder holding the data folder, its secrets and its uploads.
 * @returns {Promise<{ pid: number, root: string, dataDir: string, devKey: string, logFile: string }>}
 */
async function startPlatform({
  ports,
  logFile,
  runner = RUNNER,
  nodeFlags = [],
  timeoutMs = 120_000,
  log = console.log,
}) {
  await waitForFile(
    runner,
    Number(process.env.E2E_WAIT_FOR_HARNESS_MS ?? 60_000),
  );
  const control = `http://127.0.0.1:${ports.PLATFORM_CONTROL_PORT}`;
  if (await isUp(`${control}/ready`)) {
    throw new Error(
      `Something already answers ${control}/ready: stop the stale platform first.`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'wl-platform-'));
  const dataDir = join(root, 'pglite');
  const out = createWriteStream(logFile);
  // One browser logs in all day from one address: the api's limits, scaled (the api suite tests
  // the real allowances).
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '50',
  };
  for (const [k, v] of Object.entries(ports)) env[k] = String(v);
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', runner],
    {
      cwd: REPO_ROOT,
      env,
      detached: true, // own process group, so teardown can stop whatever it spawns
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const until = Date.now() + timeoutMs;
  const shellHealth = `http://127.0.0.1:${ports.SHELL_PORT}/api/v1/health`;
  while (!((await isUp(`${control}/ready`)) && (await isUp(shellHealth)))) {
    if (exited) {
      rmSync(root, { recursive: true, force: true });
      throw new Error(
        `The platform exited early (${JSON.stringify(exited)}); see ${logFile}`,
      );
    }
    if (Date.now() > until) {
      await stopPlatform({ pid: child.pid, root });
      throw new Error(
        `The platform was not ready within ${timeoutMs} ms; see ${logFile}`,
      );
    }
    await sleep(500);
  }
  child.unref();
  child.stdout.unref?.();
  child.stderr.unref?.();
  log(`[platform] ready (pid ${child.pid}, data ${dataDir}, log ${logFile})`);
  return { pid: child.pid, root, dataDir, devKey: devKeyOf(dataDir), logFile };
}

function alive(pid) {
  try {
    process.kill(-pid, 0); // anyone left in the process group
    return true;
  } catch {
    /* fall through to the leader alone */
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the platform's process group (SIGTERM, then SIGKILL) and removes its temporary folder. */
async function stopPlatform({ pid, root }) {
  if (pid && alive(pid)) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      process.kill(pid, 'SIGTERM');
    }
    const until = Date.now() + 10_000;
    while (alive(pid) && Date.now() < until) await sleep(200);
    for (const target of [-pid, pid]) {
      try {
        if (alive(pid)) process.kill(target, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  if (root) rmSync(root, { recursive: true, force: true });
}

module.exports = {
  REPO_ROOT,
  TEST_RUNNER,
  TEST_NODE_FLAGS,
  WEB_PACKAGES,
  portsFrom,
  ensureBuilt,
  startPlatform,
  stopPlatform,
  devKeyOf,
};
