// The engines of the cluster topology, each started from its Debian package's binary on a port
// chosen free at run time, with its files in one throw-away folder: PostgreSQL (initdb + pg_ctl),
// Redis (redis-server, no persistence) and HAProxy. No docker, nothing installed here: a missing
// binary is reported with the apt-get line that installs it (`missingEngines`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const APT_LINE = 'apt-get install -y postgresql redis-server haproxy';

/** A TCP port nobody listens on right now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port` (or rejects after `ms`). */
export async function waitForPort(port, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const which = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], {
    encoding: 'utf8',
  }).stdout.trim() || null;

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** The engines that are not installed (empty when the topology can start). */
export function missingEngines() {
  const missing = [];
  if (!postgresBin()) missing.push('postgresql');
  if (!which('redis-server')) missing.push('redis-server');
  if (!which('haproxy')) missing.push('haproxy');
  return missing;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool; as root it runs as the `postgres` user (initdb refuses root). */
function pgRun(bin, args) {
  const command = [path.join(postgresBin(), bin), ...args]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const result = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], {
        encoding: 'utf8',
      })
    : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A throw-away PostgreSQL server in `dir`; `stop()`/`start()` restart it on the same port. */
export async function startPostgres(dir) {
  const port = await freePort();
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { recursive: true });
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const pg = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/platform`,
    start() {
      pgRun('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(dir, 'pg.log'),
        '-w',
        'start',
      ]);
    },
    stop() {
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
  pg.start();
  pgRun('createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'platform',
  ]);
  return pg;
}

/** A child process whose output goes to `logFile`; `stop()` ends it and waits. */
export function spawnLogged(command, args, { logFile, env, cwd } = {}) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(signal);
      await exited;
    },
  };
}

/** Redis without persistence; `restart()` stops it and starts it again on the same port. */
export async function startRedis(dir) {
  const port = await freePort();
  let process_ = null;
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    /** The running redis-server child (null while stopped). */
    get process() {
      return process_;
    },
    async start() {
      process_ = spawnLogged(
        which('redis-server'),
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
        ],
        { logFile: path.join(dir, 'redis.log') },
      );
      await waitForPort(port);
    },
    async stop() {
      await process_?.stop();
    },
    async restart() {
      await redis.stop();
      await redis.start();
    },
  };
  await redis.start();
  return redis;
}

/**
 * HAProxy in front of the api replicas: `/api`, the push socket (`/app/`, WebSocket upgrade) and
 * the push HTTP API go to the replicas (round robin, health-checked on /livez every second);
 * everything else to the shell's static origin when there is one.
 */
export async function startHaproxy(
  dir,
  { replicaPorts, shellPort, port: chosen },
) {
  const port = chosen ?? (await freePort());
  const servers = replicaPorts
    .map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`)
    .join('\n');
  const config = `global
  maxconn 4096
defaults
  mode http
  option httplog
  option forwardfor
  option redispatch
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
frontend platform
  bind 127.0.0.1:${port}
  acl to_api path_beg /api/ /app/ /livez
  use_backend api if to_api
  default_backend ${shellPort ? 'shell' : 'api'}
backend api
  balance roundrobin
  option httpchk GET /livez
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${servers}
${shellPort ? `backend shell\n  server shell 127.0.0.1:${shellPort} check\n` : ''}`;
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const proc = spawnLogged(which('haproxy'), ['-f', file, '-db'], {
    logFile: path.join(dir, 'haproxy.log'),
  });
  await waitForPort(port);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: proc,
    stop: () => proc.stop(),
  };
}
