// CLI around startPlatform: configuration from the environment, clean stop on SIGINT/SIGTERM.
// `node tools/serve/run.mjs` is what the e2e suite starts; tools/start.mjs adds builds and a banner.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROOT, startPlatform } from './platform.mjs';
import { describeStartupError } from './startup-errors.mjs';

const require = createRequire(import.meta.url);
const { PORTS, API_PORT } = require('../ports.js');

function intEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

/**
 * startPlatform options from env: <X>_PORT (tools/ports.js), API_PORT, DATA_DIR, DATABASE_URL, HOST,
 * PLATFORM_CONTROL_PORT, JWT_SECRET, PUSHER_SECRET, RATE_LIMIT_SCALE, RELEASES_DIR.
 */
export function optionsFromEnv(env = process.env) {
  return {
    apiPort: intEnv(env, 'API_PORT', API_PORT),
    ports: Object.fromEntries(
      Object.entries(PORTS).map(([k, p]) => [k, intEnv(env, p.env, p.port)]),
    ),
    dataDir: path.resolve(ROOT, env.DATA_DIR || '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    releasesDir: env.RELEASES_DIR
      ? path.resolve(ROOT, env.RELEASES_DIR)
      : undefined,
    host: env.HOST || 'localhost',
    controlPort: intEnv(env, 'PLATFORM_CONTROL_PORT', undefined),
    jwtSecret: env.JWT_SECRET || undefined,
    pushSecret: env.PUSHER_SECRET || undefined,
    rateLimitScale: env.RATE_LIMIT_SCALE
      ? Number(env.RATE_LIMIT_SCALE)
      : undefined,
    apiLog: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
    log: (line) => console.log(`[platform] ${line}`),
  };
}

/**
 * One process serves the shell, the remotes and the api over the embedded database, so a slow
 * query stalls every page: each 10 s in which the event loop stalled over 200 ms gets a log line.
 */
function watchEventLoop() {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const timer = setInterval(() => {
    const maxMs = delay.max / 1e6;
    if (maxMs > 200)
      console.log(
        `[platform] event loop stalled up to ${Math.round(maxMs)} ms (p99 ${Math.round(delay.percentile(99) / 1e6)} ms) in the last 10 s`,
      );
    delay.reset();
  }, 10_000);
  timer.unref();
}

/** Starts the platform from env and keeps it up until SIGINT/SIGTERM; exits 0 after a clean stop. */
export async function runPlatform({ onReady } = {}) {
  const options = optionsFromEnv();
  const platform = await startPlatform(options);
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    console.log(
      `\n[platform] ${signal}: stopping every server and the database …`,
    );
    try {
      await platform.stop();
      console.log('[platform] stopped');
      process.exit(0);
    } catch (error) {
      console.error('[platform] stop failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  onReady?.(platform, options);
  watchEventLoop();
  console.log('[platform] ready');
  return platform;
}

/** Prints why the start failed: one or two plain lines for a busy port or data folder. */
export async function reportStartupError(
  error,
  prefix = '[platform] failed to start:',
) {
  let apiPort;
  try {
    apiPort = optionsFromEnv().apiPort;
  } catch {
    apiPort = undefined; // the error is the environment itself
  }
  const plain = await describeStartupError(error, { apiPort });
  if (plain) console.error(plain);
  else console.error(prefix, error);
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  runPlatform({
    onReady: (platform) => {
      for (const [key, url] of Object.entries(platform.urls))
        console.log(`[platform] ${key.padEnd(15)} ${url}`);
    },
  }).catch(async (error) => {
    await reportStartupError(error);
    process.exit(1);
  });
}
