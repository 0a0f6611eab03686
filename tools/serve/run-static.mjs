// One static origin per container (docker-compose): `node tools/serve/run-static.mjs <package dir>`.
// Env: PORT (default from tools/ports.js), HOST (default 0.0.0.0), API_URL (shell only: /api proxy
// target; leave empty when a load balancer routes /api instead).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
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
const server = await serveStatic({
  name: dir,
  dir: path.join(ROOT, dir, 'dist'),
  port: Number(process.env.PORT || PORTS[key].port),
  host: process.env.HOST || '0.0.0.0',
  spaFallback: isShell,
  cors: !isShell,
  apiTarget: isShell ? process.env.API_URL || undefined : undefined,
  log: console.log,
});
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
