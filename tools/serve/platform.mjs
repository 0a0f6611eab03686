// The whole platform in one process: the api (in-process, TypeScript loaded through tsx) and one
// static origin per web package. Used by `npm start` (tools/start.mjs) and the e2e suite (run.mjs).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { parseOrigins } from './csp.mjs';
import { serveStatic } from './static.mjs';

const require = createRequire(import.meta.url);
const { PORTS, API_PORT } = require('../ports.js');
const { releasesDirOf } = require('../release/paths.js');

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const REMOTE_KEYS = Object.keys(PORTS).filter((k) => k !== 'shell');

async function loadApi() {
  // The api is TypeScript. `npm start` and e2e run under `node --import tsx`; a plain `node` gets
  // the same global tsx hooks here (a namespaced tsImport would load a second copy of fastify).
  if (!process.execArgv.some((a) => a.includes('tsx'))) {
    (await import('tsx/esm/api')).register();
    createRequire(import.meta.url)('tsx/cjs/api').register();
  }
  const mod = await import(path.join(ROOT, 'api/src/server.ts'));
  return mod.startApi ? mod : mod.default; // CommonJS-compiled TypeScript arrives as `default`
}

/**
 * @param {object} o
 * @param {string} [o.dataDir]      PGlite data folder (ignored when databaseUrl is set)
 * @param {string} [o.databaseUrl]  an external PostgreSQL instead of the embedded one
 * @param {string} [o.releasesDir]  published remote versions, `<package>/<version>/` (default
 *                                  `<dataDir>-releases`, tools/release/paths.js)
 * @param {number} [o.apiPort]      default 4000
 * @param {Partial<Record<keyof PORTS, number>>} [o.ports] static ports by key (default tools/ports.js)
 * @param {string} [o.host]         interface to listen on (default 'localhost')
 * @param {(line: string) => void} [o.log]
 * @param {number} [o.controlPort]  tests only: a control API on 127.0.0.1 to stop/start remotes
 * @param {string} [o.jwtSecret]    the api's token secret (development: generated, kept beside dataDir)
 * @param {string} [o.pushSecret]   the push secret (the same)
 * @param {number} [o.rateLimitScale] multiplies the api's rate limits (the e2e harness)
 * @param {object|boolean} [o.apiLog] the api's Fastify logger option (default off)
 */
export async function startPlatform({
  dataDir = path.join(ROOT, '.data/pglite'),
  databaseUrl,
  releasesDir = releasesDirOf(dataDir),
  apiPort = API_PORT,
  ports = {},
  host = 'localhost',
  log = () => {},
  controlPort,
  jwtSecret,
  pushSecret,
  rateLimitScale,
  apiLog = false,
} = {}) {
  const portOf = (key) => ports[key] ?? PORTS[key].port;
  const distOf = (key) => path.join(ROOT, PORTS[key].dir, 'dist');
  /** @type {Record<string, Awaited<ReturnType<typeof serveStatic>> | null>} */
  const servers = {};
  const remotePorts = {};
  let api = null;
  let control = null;
  /** The api's rate-limit scale, which the shell's own limits (/page-head.json) follow too. */
  let limitScale;

  /** Tags a listen error with the variable that moves the port, for the start-up message. */
  const tagPort = (error, env, port) => {
    if (error?.code === 'EADDRINUSE')
      Object.assign(error, { portEnv: env, port: error.port ?? port });
    return error;
  };

  const startServer = async (key) => {
    const port = remotePorts[key] ?? portOf(key);
    const server = await serveStatic({
      name: PORTS[key].dir,
      dir: distOf(key),
      versionsDir:
        key === 'shell' ? undefined : path.join(releasesDir, PORTS[key].dir),
      port,
      host,
      cors: key !== 'shell',
      spaFallback: key === 'shell',
      apiTarget:
        key === 'shell'
          ? `http://127.0.0.1:${new URL(api.url).port}`
          : undefined,
      // The page's CSP: the remotes' own servers (the registry points at them) plus any other origin
      // the registry may name (CSP_REMOTE_ORIGINS) and an external push host (CSP_CONNECT_ORIGINS).
      ...(key === 'shell' && {
        remoteOrigins: [
          ...REMOTE_KEYS.map((k) => `http://localhost:${remotePorts[k]}`),
          ...parseOrigins(process.env.CSP_REMOTE_ORIGINS),
        ],
        connectOrigins: parseOrigins(process.env.CSP_CONNECT_ORIGINS),
      }),
      rateLimitScale: limitScale,
      log,
    }).catch((error) => {
      throw tagPort(error, PORTS[key].env, port);
    });
    servers[key] = server;
    remotePorts[key] = server.port; // a restarted remote comes back on the same port
    return server;
  };

  const stop = async () => {
    const closing = Object.entries(servers).map(([key, s]) => {
      servers[key] = null;
      return s?.close();
    });
    await Promise.allSettled([...closing, control?.close()]);
    control = null;
    if (api) await api.close();
    api = null;
  };

  const urls = () => ({
    api: api?.url,
    ...Object.fromEntries(
      Object.keys(PORTS).map((k) => [k, `http://localhost:${remotePorts[k]}`]),
    ),
  });

  const stopRemote = async (key) => {
    if (!(key in PORTS)) throw new Error(`unknown remote ${key}`);
    const s = servers[key];
    servers[key] = null;
    await s?.close();
    log(`${key} stopped`);
  };
  const startRemote = async (key) => {
    if (!(key in PORTS)) throw new Error(`unknown remote ${key}`);
    if (!servers[key]) await startServer(key);
  };

  async function startControl(port) {
    const app = Fastify({ logger: false, forceCloseConnections: true });
    app.get('/ready', async () => ({ ready: true, urls: urls(), releasesDir }));
    const handle = (action) => async (req, reply) => {
      const { key } = req.params;
      if (!(key in PORTS))
        return reply.code(404).send({ error: `unknown remote ${key}` });
      await action(key);
      return { key, running: Boolean(servers[key]) };
    };
    app.post('/remotes/:key/stop', handle(stopRemote));
    app.post('/remotes/:key/start', handle(startRemote));
    await app.listen({ port, host: '127.0.0.1' });
    log(`control api at http://127.0.0.1:${app.server.address().port}`);
    return app;
  }

  try {
    // Remotes first (milliseconds), so the api's registry gets their real URLs even on port 0.
    // Every remote settles before a failure stops them, so none is left listening.
    const started = await Promise.allSettled(REMOTE_KEYS.map(startServer));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const remoteUrls = Object.fromEntries(
      REMOTE_KEYS.map((k) => [k, servers[k].url]),
    );
    const { startApi, apiOptionsFromEnv } = await loadApi();
    // Every api variable of the environment (docs/configuration.md), then what this runner owns.
    const fromEnv = apiOptionsFromEnv(process.env, dataDir);
    limitScale = rateLimitScale ?? fromEnv.rateLimitScale;
    api = await startApi({
      ...fromEnv,
      port: apiPort,
      host,
      dataDir,
      databaseUrl,
      remoteUrls,
      jwtSecret: jwtSecret ?? fromEnv.jwtSecret,
      push: { ...fromEnv.push, secret: pushSecret ?? fromEnv.push?.secret },
      rateLimitScale: limitScale,
      // Mail links point at the shell's port unless PUBLIC_PORT says otherwise (the api never
      // reads it from request headers).
      publicUrl: {
        ...fromEnv.publicUrl,
        port: fromEnv.publicUrl?.port ?? (portOf('shell') || undefined),
      },
      log: apiLog,
    }).catch((error) => {
      throw tagPort(error, 'API_PORT', apiPort);
    });
    log(`api listening at ${api.url}`);
    await startServer('shell');
    if (controlPort !== undefined) control = await startControl(controlPort);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    stop,
    stopRemote,
    startRemote,
    get urls() {
      return urls();
    },
  };
}
