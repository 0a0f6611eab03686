// `npm run cluster [-- --replicas=N]`: the several-replica topology on this machine, without docker
// (docs/production.md): PostgreSQL, Redis, N api replicas (default 2), HAProxy in front of them
// and of the shell, and the remotes' static origins, every one on a free port. Needs the Debian
// packages of the README's set-up (engines.mjs APT_LINE); builds missing web packages first.
// Ctrl-C stops everything and deletes the throw-away data.
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildPackages, isBuilt, WEB_PACKAGES } from '../serve/builds.mjs';
import { serveStatic } from '../serve/static.mjs';
import { APT_LINE, freePort, missingEngines } from './engines.mjs';
import { ROOT, startCluster } from './topology.mjs';

const { PORTS } = createRequire(import.meta.url)('../ports.js');
const replicas = Number(
  process.argv.find((a) => a.startsWith('--replicas='))?.slice(11) ??
    process.env.REPLICAS ??
    2,
);
if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('--replicas must be a whole number of at least 1');
  process.exit(2);
}
const missing = missingEngines();
if (missing.length > 0) {
  console.error(
    `not installed: ${missing.join(', ')}. Install them with: ${APT_LINE}`,
  );
  process.exit(1);
}
const toBuild = WEB_PACKAGES.filter((pkg) => !isBuilt(pkg));
if (toBuild.length > 0) {
  const results = await buildPackages(toBuild);
  if (results.some((r) => !r.ok)) process.exit(1);
}

const servers = [];
const envKey = (key) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
const remoteUrls = {};
for (const [key, { dir }] of Object.entries(PORTS)) {
  if (key === 'shell') continue;
  const server = await serveStatic({
    name: dir,
    dir: path.join(ROOT, dir, 'dist'),
    port: 0,
    host: '127.0.0.1',
    cors: true,
    spaFallback: false,
  });
  servers.push(server);
  remoteUrls[envKey(key)] = `http://localhost:${server.port}`;
}
// The shell asks for no /api proxy: the balancer routes /api and the push socket to the replicas.
const shell = await serveStatic({
  name: 'shell',
  dir: path.join(ROOT, 'shell/dist'),
  port: 0,
  host: '127.0.0.1',
  spaFallback: true,
  cors: false,
  remoteOrigins: Object.values(remoteUrls),
  connectOrigins: [],
});
servers.push(shell);
const lbPort = await freePort();
let cluster;
const stop = async () => {
  await cluster?.stop();
  await Promise.allSettled(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  cluster = await startCluster({
    replicas,
    remoteUrls,
    shellPort: shell.port,
    lbPort,
    // Mail links point at the balancer, the one address browsers use.
    env: { PUBLIC_PORT: String(lbPort) },
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(error.message);
  await Promise.allSettled(servers.map((s) => s.close()));
  process.exit(1);
}
console.log(`
${replicas} api replica(s) behind HAProxy; logs in ${cluster.dir}
  http://acme.localhost:${lbPort}                 Acme storefront
  http://app.localhost:${lbPort}/portal/login     store portal
  http://vendor.localhost:${lbPort}/login         vendor portal
Ctrl-C stops everything.`);
