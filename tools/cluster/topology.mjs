// The several-replica topology on this machine, without docker (ADR 0032): PostgreSQL, Redis, N
// api replicas (each `node api/src/main.ts` with DATABASE_URL and REDIS_URL), HAProxy in front of
// them and, for `npm run cluster`, the static origins. Every port is chosen free at run time. Used
// by `npm run cluster`, the cluster tests (`npm test`) and `npm run bench:cluster`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  spawnLogged,
  startHaproxy,
  startPostgres,
  startRedis,
  waitForPort,
} from './engines.mjs';

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

/** Resolves when the replica answers /livez (or rejects when it exits first). */
async function waitReady(url, proc, ms = 120_000) {
  const until = Date.now() + ms;
  let exited = false;
  proc.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the api replica at ${url} exited`);
    try {
      const response = await fetch(`${url}/livez`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * @param {object} o
 * @param {number} [o.replicas]  api replicas (default 2)
 * @param {Record<string, string>} [o.env]  extra api environment (e.g. SMTP_URL, RATE_LIMIT_SCALE)
 * @param {Record<string, string>} [o.remoteUrls]  REMOTE_<KEY>_URL values for the registry
 * @param {number} [o.shellPort]  the shell's static origin, behind the balancer
 * @param {number} [o.lbPort]  the balancer's port (default: a free one)
 * @param {(line: string) => void} [o.log]
 */
export async function startCluster({
  replicas = 2,
  env = {},
  remoteUrls = {},
  shellPort,
  lbPort,
  log = () => {},
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cluster-'));
  fs.chmodSync(dir, 0o755);
  const stops = [];
  const cluster = { dir, replicas: [], stops };
  // Whatever ends this process (a crash included), it leaves no engine running behind it.
  const engines = {};
  const leftovers = () => {
    for (const r of cluster.replicas) r?.proc.child.kill('SIGKILL');
    engines.redis?.process?.child.kill('SIGKILL');
    engines.lb?.process.child.kill('SIGKILL');
    try {
      engines.pg?.stop();
    } catch {
      // already stopped
    }
  };
  process.on('exit', leftovers);
  try {
    const pg = await startPostgres(dir);
    engines.pg = pg;
    stops.push(() => pg.stop());
    log(`PostgreSQL  ${pg.url}`);
    const redis = await startRedis(dir);
    engines.redis = redis;
    stops.push(() => redis.stop());
    log(`Redis       ${redis.url}`);
    const apiEnv = {
      ...process.env,
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      // One set of secrets for every replica: a token or a channel signature of one is valid on all.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUSHER_SECRET: randomBytes(32).toString('hex'),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(
        Object.entries(remoteUrls).map(([k, v]) => [`REMOTE_${k}_URL`, v]),
      ),
      ...env,
    };
    const startReplica = async (index, port) => {
      const dataDir = path.join(dir, `api${index + 1}`);
      const proc = spawnLogged(
        process.execPath,
        ['--import', 'tsx', 'api/src/main.ts'],
        {
          cwd: ROOT,
          logFile: `${dataDir}.log`,
          env: { ...apiEnv, API_PORT: String(port), DATA_DIR: dataDir },
        },
      );
      const replica = { index, port, url: `http://127.0.0.1:${port}`, proc };
      cluster.replicas[index] = replica;
      await waitReady(replica.url, proc);
      return replica;
    };
    // One after the other: the first migrates and seeds the new database, the others find it done.
    for (let i = 0; i < replicas; i += 1) {
      const replica = await startReplica(i, await freePort());
      log(`api ${i + 1}       ${replica.url}`);
    }
    stops.push(() => Promise.all(cluster.replicas.map((r) => r.proc.stop())));
    const lb = await startHaproxy(dir, {
      replicaPorts: cluster.replicas.map((r) => r.port),
      shellPort,
      port: lbPort,
    });
    engines.lb = lb;
    stops.push(() => lb.stop());
    log(`HAProxy     ${lb.url}`);
    Object.assign(cluster, {
      pg,
      redis,
      lb,
      url: lb.url,
      /** Kills replica `index` (default SIGKILL) and starts it again on its port. */
      async restartReplica(index, signal = 'SIGKILL') {
        const replica = cluster.replicas[index];
        await replica.proc.stop(signal);
        await startReplica(index, replica.port);
      },
      async killReplica(index, signal = 'SIGKILL') {
        await cluster.replicas[index].proc.stop(signal);
      },
      async stop() {
        process.off('exit', leftovers);
        for (const stop of stops.reverse())
          await Promise.resolve()
            .then(stop)
            .catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    });
    return cluster;
  } catch (error) {
    process.off('exit', leftovers);
    for (const stop of stops.reverse())
      await Promise.resolve()
        .then(stop)
        .catch(() => {});
    error.message += ` (logs in ${dir})`;
    throw error;
  }
}

export { freePort, waitForPort };
