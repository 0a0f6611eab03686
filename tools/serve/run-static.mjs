// One static origin per container (docker-compose): `node tools/serve/run-static.mjs <package dir>`.
// Env: PORT (default from tools/ports.js), HOST (default 0.0.0.0), API_URL (shell only: /api proxy
// target; leave empty when a load balancer routes /api instead), CSP_REMOTE_ORIGINS and
// CSP_CONNECT_ORIGINS (shell only: origins its pages' Content-Security-Policy allows, see csp.mjs),
// RELEASES_DIR (remotes only: published versions, `<package>/<version>/`, served at `/<version>/`).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseOrigins } from './csp.mjs';
import { serveStatic } from './static.mjs';

const require = createRequire(import.meta.url);
const { PORTS } = require('../ports.js');
const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

const dir = process.argv[2];
const key = Object.keys(PORTS).find((k) => PORTS[k].dir === dir);
if (!key) {
  console.error(
    `usage: run-static.mjs <${Object.values(PORTS)
      .map((p) => p.dir)
      .join('|')}>`,
  );
  process.exit(2);
}
const isShell = key === 'shell';
// The origins the remote registry points browsers at; without the variable, the local default ports
// (what docker-compose's REMOTE_<KEY>_URL defaults to).
const remoteOrigins = process.env.CSP_REMOTE_ORIGINS
  ? parseOrigins(process.env.CSP_REMOTE_ORIGINS)
  : Object.entries(PORTS)
      .filter(([k]) => k !== 'shell')
      .map(([, p]) => `http://localhost:${p.port}`);
if (isShell && !process.env.CSP_REMOTE_ORIGINS)
  console.warn(
    `CSP_REMOTE_ORIGINS is not set: pages may load remotes only from ${remoteOrigins.join(' ')}`,
  );
const server = await serveStatic({
  name: dir,
  dir: path.join(ROOT, dir, 'dist'),
  versionsDir:
    !isShell && process.env.RELEASES_DIR
      ? path.join(path.resolve(ROOT, process.env.RELEASES_DIR), dir)
      : undefined,
  port: Number(process.env.PORT || PORTS[key].port),
  host: process.env.HOST || '0.0.0.0',
  spaFallback: isShell,
  cors: !isShell,
  remoteOrigins: isShell ? remoteOrigins : [],
  connectOrigins: isShell ? parseOrigins(process.env.CSP_CONNECT_ORIGINS) : [],
  apiTarget: isShell ? process.env.API_URL || undefined : undefined,
  log: console.log,
});
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
