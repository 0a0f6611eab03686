// `npm test`: lint, typecheck, the contract gate and the production build side by side; the
// browser tests once the build is done; beside them jest (every project, in two parts) once the
// first three are done, and the cluster tests beside jest's second part.
// Every step runs even when an earlier one failed; the last line is always
// `tests: N passed, M failed` (lint, typecheck and build count as one check each).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import failuresOf from './testFailures.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const E2E_JSON = path.join(ROOT, 'e2e/test-results/results.json');

// `npm test --silent` (CI) keeps npm's own failure lines from following our summary; the steps
// still print their normal output, so that setting is not passed down to them.
const { npm_config_loglevel: _loglevel, ...baseEnv } = process.env;

// Every step's temporary folders (TMPDIR: the api tests' and the browser tests' databases, uploads
// and browser profiles) are in memory where Linux offers a tmpfs (/dev/shm), in a folder of this
// run that is removed at the end. PGlite on a folder syncs each commit to disk (fsync); while the
// disk writes back the fresh install, the build and the browsers' profiles, each sync waits its turn:
// the api test that starts the api on its own took 76-97 s instead of 11 (ADR 0035). What the
// tests check is the same on either; without /dev/shm they use the system's temporary folder.
function memoryScratch() {
  try {
    if (!fs.statSync('/dev/shm').isDirectory()) return null;
    const dir = fs.mkdtempSync(path.join('/dev/shm', 'platform-test-'));
    // Open like /tmp: the cluster tests run PostgreSQL as its own user inside it.
    fs.chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return null;
  }
}
const scratch = memoryScratch();
if (scratch) {
  baseEnv.TMPDIR = scratch;
  process.on('exit', () =>
    fs.rmSync(scratch, { recursive: true, force: true }),
  );
}

/** Runs a command; `quiet` collects its output and prints it in one piece when it ends. */
function run(cmd, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...baseEnv, ...env },
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is one check: passes when its command exits 0. */
const check = (cmd, args, options) => async () => {
  const code = await run(cmd, args, {}, options);
  return code === 0
    ? { passed: 1, failed: 0 }
    : {
        passed: 0,
        failed: 1,
        note: `${[cmd, ...args].join(' ')} exited ${code}`,
      };
};

// Jest runs in two parts, each in its own node processes with its own V8 settings (ADR 0046).
// - The node part (the api and tools projects) spends most of its time in PGlite's WebAssembly and
//   short-lived code: V8's optimising compilers (TurboFan for JavaScript, the wasm tier-up) and its
//   parallel garbage collector's helper threads took a third of its CPU on two busy cores and
//   returned less than that. The same tests run with Maglev as the top tier, wasm on Liftoff and a
//   garbage collector on the main thread: the code does the same, V8 works less to get there.
// - The web part (the jsdom projects) renders React and antd over and over and needs TurboFan; it
//   keeps V8's defaults but for the single-threaded collector, and runs three workers: with two, a
//   fifth of the cores sat idle while its tests waited on timers and promises.
const JEST_PARTS = {
  node: {
    select: ['--selectProjects=api', '--selectProjects=tools'],
    workers: 2,
    v8: ['--max-opt=2', '--liftoff-only', '--single-threaded-gc'],
  },
  web: {
    select: ['--ignoreProjects=api', '--ignoreProjects=tools'],
    workers: 3,
    v8: ['--single-threaded-gc'],
  },
};
const JEST_BIN = path.join(ROOT, 'node_modules/jest/bin/jest.js');

const jest = (part) => async () => {
  const { select, workers, v8 } = JEST_PARTS[part];
  const json = path.join(RESULTS, `jest-${part}.json`);
  fs.rmSync(json, { force: true });
  // jest's workers are forked with the parent's node options, so the V8 flags reach them too.
  const code = await run('node', [
    ...v8,
    JEST_BIN,
    '--ci',
    ...select,
    `--maxWorkers=${workers}`,
    '--json',
    `--outputFile=${json}`,
  ]);
  const report = readJson(json);
  if (!report) return { passed: 0, failed: 1, note: 'no jest report' };
  // A suite that cannot even load has no test results: count it as one failure.
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  const failures = failuresOf.jestFailures(report);
  if (code !== 0 && failed === 0)
    return {
      passed: report.numPassedTests,
      failed: 1,
      note: `jest exited ${code}`,
      failures,
    };
  return { passed: report.numPassedTests, failed, failures };
};

async function e2e() {
  fs.rmSync(E2E_JSON, { force: true });
  const config = path.join(ROOT, 'e2e/playwright.config.ts');
  const configWritesJson =
    fs.existsSync(config) &&
    fs.readFileSync(config, 'utf8').includes('results.json');
  // Without a json reporter in the config, ask for one on the command line (same file).
  const extra = configWritesJson ? [] : ['--', '--reporter=list,json'];
  const code = await run('npm', ['test', '--silent', '-w', 'e2e', ...extra], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_JSON,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  const report = readJson(E2E_JSON);
  if (!report?.stats)
    return {
      passed: 0,
      failed: 1,
      note: `no playwright report (exit ${code})`,
    };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const errors = report.errors?.length ?? 0; // global setup/teardown errors
  const failed =
    unexpected + (code !== 0 && unexpected === 0 ? Math.max(1, errors) : 0);
  return {
    passed: expected + flaky,
    failed,
    failures: failuresOf.playwrightFailures(report),
  };
}

// The cluster tests (tools/cluster/cluster.test.mjs): two api replicas on PostgreSQL and Redis
// behind HAProxy. Without those engines they are skipped, said so, and not counted as passed.
const CLUSTER_TAP = path.join(RESULTS, 'cluster.tap');
async function cluster() {
  const { missingEngines, APT_LINE } = await import('./cluster/engines.mjs');
  const missing = missingEngines();
  if (missing.length > 0) {
    const note = `skipped, not counted: ${missing.join(', ')} not installed (${APT_LINE})`;
    console.log(`cluster tests ${note}`);
    return { passed: 0, failed: 0, note };
  }
  fs.rmSync(CLUSTER_TAP, { force: true });
  const code = await run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${CLUSTER_TAP}`,
    'tools/cluster/cluster.test.mjs',
  ]);
  const tap = fs.existsSync(CLUSTER_TAP)
    ? fs.readFileSync(CLUSTER_TAP, 'utf8')
    : '';
  const count = (name) =>
    Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  const failures = failuresOf.tapFailures(
    tap,
    'tools/cluster/cluster.test.mjs',
  );
  if (code !== 0 && failed === 0)
    return {
      passed,
      failed: 1,
      note: `cluster tests exited ${code}`,
      failures,
    };
  return { passed, failed, failures };
}

// Each step starts once the steps it waits for have ended (whatever their result). Lint,
// typecheck, the contract gate and the production build start together and keep both cores busy;
// lint and the build end last, within seconds of each other. Jest needs no build: it starts as
// soon as lint, typecheck and the gate are done, and its two parts run one after the other. The
// browser tests wait only for the build (so e2e's set-up finds every dist and does not build
// again) and run beside jest: alone, their browsers left a fifth of the two cores idle while pages
// loaded and assertions waited, and jest fills that time (ADR 0047). The cluster tests run beside
// jest's second part: alone at the end, a quarter of the two cores sat idle while they waited for
// their engines and replicas.
// Lint, typecheck and the build keep caches under node_modules/.cache (ADR 0035): a second run on
// the same checkout checks again only what changed; a clean checkout does the whole work.
const QUIET = { quiet: true };
const STEPS = [
  ['lint', [], check('npm', ['run', 'lint'], QUIET)],
  ['typecheck', [], check('npm', ['run', 'typecheck'], QUIET)],
  // The contract gate: every remote against what its hosts use and production runs.
  ['contracts', [], check('node', ['tools/contract-gate/cli.js'], QUIET)],
  ['build', [], check('node', ['tools/build-all.mjs'], QUIET)],
  ['jest-node', ['lint', 'typecheck', 'contracts'], jest('node')],
  ['jest-web', ['jest-node'], jest('web')],
  ['cluster', ['jest-node'], cluster],
  ['e2e', ['build'], e2e],
];

// `--skip=build,e2e` leaves steps out (local use; CI runs everything); a step that waits for a
// left-out step does not wait for it.
const skip = new Set(
  (process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '')
    .split(',')
    .filter(Boolean),
);
fs.mkdirSync(RESULTS, { recursive: true });
const runStart = Date.now();
async function timed(name, step) {
  console.log(`\n━━ ${name} started ━━`);
  const started = Date.now();
  let result;
  try {
    result = await step();
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, note: String(error) };
  }
  const ms = Date.now() - started;
  console.log(
    `━━ ${name} ended after ${(ms / 1000).toFixed(1)} s (at ${((Date.now() - runStart) / 1000).toFixed(1)} s) ━━`,
  );
  return { name, ms, ...result };
}
const running = new Map();
for (const [name, after, step] of STEPS) {
  if (skip.has(name)) continue;
  const waits = after.filter((n) => running.has(n)).map((n) => running.get(n));
  running.set(
    name,
    Promise.all(waits).then(() => timed(name, step)),
  );
}
const summary = await Promise.all(running.values());
const wall = Date.now() - runStart;

// Each failed test or check by name, right above the table: a log cut to its last lines still
// shows them.
for (const line of failuresOf.formatFailures(summary)) console.log(line);

console.log('\nstep        time     passed  failed');
for (const s of summary) {
  const line = `${s.name.padEnd(10)} ${`${(s.ms / 1000).toFixed(1)} s`.padStart(8)} ${String(s.passed).padStart(8)} ${String(s.failed).padStart(7)}`;
  console.log(s.note ? `${line}  (${s.note})` : line);
}
const total = summary.reduce(
  (t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed }),
  { passed: 0, failed: 0 },
);
console.log(
  `total ${(wall / 1000).toFixed(1)} s (steps side by side where they do not wait for each other)`,
);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
