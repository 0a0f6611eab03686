// `npm run bench:cluster`: the several-replica topology measured on this machine (docs/production.md
// "Measured"). Starts PostgreSQL, Redis, 2 api replicas and HAProxy on free ports, then: the read
// path with 1 and 2 replicas, push delivery across replicas, the login limit across replicas,
// 1,000 checkouts from 50 clients, a replica SIGKILLed mid-checkouts, Redis restarted and
// PostgreSQL restarted under load. Prints the figures and writes bench-results/cluster.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkoutLoad, plainServiceId } from './checkout.mjs';
import { cpuBetween, cpuSnapshot } from './cpu.mjs';
import { call, portalLogin, subscribeBell } from './client.mjs';
import {
  closedLoop,
  percentile,
  request,
  summarize,
  visitor,
} from './load.mjs';
import { ROOT, startCluster } from './topology.mjs';

const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 15);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
const KILL_CHECKOUTS = Number(process.env.BENCH_KILL_CHECKOUTS ?? 300);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[bench] ${line}`);

// The storefront home's api calls (the shell's three boot requests and the services list).
const READS = [
  '/api/v1/remote-registry?host=acme.localhost',
  '/api/v1/white-label-settings?store_url=acme.localhost',
  '/api/v1/store-settings?store_url=acme.localhost',
  '/api/v1/stores/1/portal-services',
];
let readIndex = 0;
const oneRead = (base) => () =>
  request(base, 'GET', READS[readIndex++ % READS.length], {
    headers: { 'x-forwarded-for': visitor() },
  });

const loadBefore = os.loadavg();
const results = { started: new Date().toISOString(), load_before: loadBefore };
const cluster = await startCluster({ replicas: 2, log });
const db = new pg.Client({ connectionString: cluster.pg.url });
// The bench stops PostgreSQL on purpose; this client is not used again after that.
db.on('error', () => {});
await db.connect();
const [A, B] = cluster.replicas.map((r) => r.url);

async function readPhase(name, during) {
  const before = cpuSnapshot();
  const run = await closedLoop({
    seconds: READ_SECONDS,
    concurrency: 32,
    one: oneRead(cluster.url),
    during,
  });
  results[name] = {
    ...summarize(run.results, run.seconds),
    cpu: cpuBetween(before, cpuSnapshot(), run.results.length, run.seconds),
  };
  log(`${name}: ${JSON.stringify(results[name])}`);
  return run;
}

async function pushDelivery(samples = 50) {
  const token = await portalLogin(cluster.url, 'owner@acme.test');
  const bell = await subscribeBell(A, token);
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const sent = performance.now();
    await call(B, 'POST', '/api/v1/dev/notifications', {
      body: {
        user_id: bell.userId,
        short_description: `bench ${i}`,
        description: 'push across replicas',
        is_watching: false,
      },
    });
    await bell.nextEvent(10_000);
    times.push(performance.now() - sent);
  }
  bell.close();
  times.sort((a, b) => a - b);
  return {
    samples,
    median_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
  };
}

/** 11 wrong logins for one address and email, alternating replicas: the statuses. */
async function loginLimit(email) {
  const address = visitor();
  const statuses = [];
  for (let i = 0; i < 11; i += 1) {
    const answer = await request(
      i % 2 ? B : A,
      'POST',
      '/api/v1/auth/portal/login',
      {
        body: { email, password: 'not the password' },
        headers: { 'x-forwarded-for': address },
      },
    );
    statuses.push(answer.status);
  }
  return { statuses, eleventh_refused: statuses[10] === 429 };
}

async function verifyOrders(runId) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS orders, count(DISTINCT o.order_no)::int AS unique_numbers,
       count(*) FILTER (WHERE p.n = 1)::int AS paid_once,
       count(*) FILTER (WHERE p.n > 1)::int AS paid_more_than_once,
       coalesce(sum(p.pending), 0)::int AS payments_left_pending
     FROM sales_orders o
     LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE status = 'succeeded') AS n,
       count(*) FILTER (WHERE status = 'pending') AS pending
       FROM payments WHERE sales_order_id = o.id) p ON true
     WHERE o.idempotency_key LIKE $1`,
    [`bench-${runId}-%`],
  );
  return rows[0];
}

const checkoutSummary = (run) => {
  const statuses = {};
  for (const o of run.outcomes)
    for (const s of o.statuses) statuses[s] = (statuses[s] ?? 0) + 1;
  return {
    checkouts: run.outcomes.length,
    completed: run.outcomes.filter((o) => o.ok).length,
    failed: run.outcomes.filter((o) => !o.ok).map((o) => o.error),
    retries: run.outcomes.reduce((n, o) => n + o.retries, 0),
    paid_again_with_a_new_key: run.outcomes.filter((o) => o.newPaymentKey)
      .length,
    checkouts_per_second:
      Math.round((run.outcomes.length / run.seconds) * 10) / 10,
    statuses,
    status_5xx: Object.entries(statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0),
  };
};

try {
  await readPhase('warm_up', undefined);
  // One replica: the second stopped and marked down by the balancer's health check.
  await cluster.killReplica(1, 'SIGTERM');
  await sleep(3000);
  await readPhase('read_1_replica');
  await cluster.restartReplica(1);
  await sleep(3000);
  await readPhase('read_2_replicas');
  results.read_speedup =
    Math.round(
      (results.read_2_replicas.rps / results.read_1_replica.rps) * 100,
    ) / 100;
  // The most a second replica could add on this machine: the cores' worth of requests at the
  // CPU cost per request measured with one replica (load generator, balancer and database included).
  const ceiling = results.read_1_replica.cpu.ceiling_rps;
  results.read_speedup_ceiling = ceiling
    ? Math.round((ceiling / results.read_1_replica.rps) * 100) / 100
    : null;
  log(
    `read speed-up ${results.read_speedup}×; the machine's ceiling at one replica's cost per request: ${results.read_speedup_ceiling}×`,
  );

  results.push_across_replicas = await pushDelivery();
  log(`push: ${JSON.stringify(results.push_across_replicas)}`);
  results.login_limit_across_replicas = await loginLimit('staff@acme.test');
  log(`login limit: ${JSON.stringify(results.login_limit_across_replicas)}`);

  const serviceId = await plainServiceId(cluster.url);
  const runId = Date.now().toString(36);
  const writes = await checkoutLoad(cluster.url, {
    runId,
    total: CHECKOUTS,
    concurrency: 50,
    serviceId,
  });
  results.checkouts = {
    ...checkoutSummary(writes),
    database: await verifyOrders(runId),
  };
  log(`checkouts: ${JSON.stringify(results.checkouts)}`);

  // A replica SIGKILLed a third of the way through the checkouts, then started again.
  const killRun = `${runId}k`;
  let restarted = null;
  const killed = await checkoutLoad(cluster.url, {
    runId: killRun,
    total: KILL_CHECKOUTS,
    concurrency: 50,
    serviceId,
    during: async (done) => {
      if (done === Math.round(KILL_CHECKOUTS / 3) && !restarted)
        restarted = cluster.restartReplica(0, 'SIGKILL');
    },
  });
  await restarted;
  results.replica_killed = {
    ...checkoutSummary(killed),
    database: await verifyOrders(killRun),
  };
  log(`replica killed: ${JSON.stringify(results.replica_killed)}`);

  // Redis restarted 3 s into a read load; then push and the login limit work again by themselves.
  let redisRestarted = false;
  await readPhase('redis_restart', async (elapsed) => {
    if (elapsed > 3000 && !redisRestarted) {
      redisRestarted = true;
      await cluster.redis.restart();
    }
  });
  await sleep(2000);
  results.redis_restart.push_after = await pushDelivery(5);
  results.redis_restart.login_limit_after =
    await loginLimit('owner@globex.test');
  log(`after the Redis restart: ${JSON.stringify(results.redis_restart)}`);

  // PostgreSQL stopped 2 s into a read load for 3 s, then started: 503 with a message, then 200.
  let pgPhase = 'up';
  let restartedAt = 0;
  const pgRun = await closedLoop({
    seconds: 12,
    concurrency: 16,
    one: oneRead(cluster.url),
    during: async (elapsed) => {
      if (pgPhase === 'up' && elapsed > 2000) {
        pgPhase = 'down';
        cluster.pg.stop();
        await sleep(3000);
        cluster.pg.start();
        restartedAt = performance.now();
        pgPhase = 'restarted';
      }
    },
  });
  const messages = [
    ...new Set(
      pgRun.results.filter((r) => r.status === 503).map((r) => r.body?.message),
    ),
  ];
  // The window of 503s, and how soon after it requests were served again.
  const at503 = pgRun.results.filter((r) => r.status === 503).map((r) => r.at);
  const last503 = at503.length ? Math.max(...at503) : null;
  const firstOkAfter = pgRun.results
    .filter((r) => r.status === 200 && last503 !== null && r.at > last503)
    .map((r) => r.at)
    .sort((a, b) => a - b)[0];
  results.postgres_restart = {
    ...summarize(pgRun.results, pgRun.seconds),
    messages_503: messages,
    answers_503_for_ms:
      last503 === null ? 0 : Math.round(last503 - Math.min(...at503)),
    first_200_after_last_503_ms:
      firstOkAfter === undefined ? null : Math.round(firstOkAfter - last503),
    serving_again: pgRun.results.slice(-50).every((r) => r.status === 200),
    restarted: restartedAt > 0,
  };
  log(`PostgreSQL restart: ${JSON.stringify(results.postgres_restart)}`);
} finally {
  results.load_after = os.loadavg();
  results.cpus = os.cpus().length;
  await db.end().catch(() => {});
  await cluster.stop();
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'cluster.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`written to ${path.relative(ROOT, file)}`);
}
