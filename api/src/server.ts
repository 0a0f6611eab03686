import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import {
  DEV_ALLOWED_ORIGINS,
  type ApiConfig,
  type PublicUrlConfig,
  type RemoteKey,
  type RemoteRelease,
} from './config';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed';
import type { Db } from './db/types';
import { openRedis, type SharedRedis } from './cluster/redis';
import type { AppContext } from './context';
import { localSweepsOf, startLocalSweeps } from './jobs/localSweeps';
import { AREA_SWEEPS, syncRemoteReleases } from './background';
import { startJobs, type RunningJobs } from './jobs/queue';
import { resolveSecrets, secretsFileOf } from './secrets';

export interface StartApiOptions {
  port?: number;
  host?: string;
  /** PGlite data directory; ignored when `databaseUrl` is set; neither = in memory. */
  dataDir?: string;
  /** PostgreSQL connection string (uses `pg` instead of PGlite). */
  databaseUrl?: string;
  /** Base URL (or URL + version) of each remote's static origin, for the registry defaults. */
  remoteUrls?: Partial<Record<RemoteKey, string | RemoteRelease>>;
  /** Fastify logger option; default false. */
  log?: FastifyServerOptions['logger'];
  /** Production refuses weak or missing secrets and never serves /dev/*; default NODE_ENV === 'production'. */
  production?: boolean;
  /** Token secret; in development a random one is kept in `<dataDir>-secrets.json` when unset. */
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  /** Scheme and port of links in mails (the shell's public port under `npm start`). */
  publicUrl?: PublicUrlConfig;
  /** Browser origins for CORS and push; development defaults to every `*.localhost`. */
  allowedOrigins?: string[];
  /** Multiplies every rate limit (the e2e harness, whose one browser logs in all day). */
  rateLimitScale?: number;
  /** Proxies whose X-Forwarded-For is believed; default loopback (the shell's proxy). */
  trustProxy?: BuildAppOptions['trustProxy'];
  /** Seed the demo data when the database is new (default true). */
  seed?: boolean;
  payments?: ApiConfig['payments'];
  mail?: ApiConfig['mail'];
  push?: ApiConfig['push'];
  uploadsDir?: string;
  /** Redis for the rate limits and the push fan-out between replicas (ADR 0032). */
  redisUrl?: string;
  /**
   * The job queue (plan renewals, quote expiry, payment reconcile, SMTP retries) on pg-boss: only
   * with `databaseUrl` (it needs a real PostgreSQL server); without it the payment reconcile runs
   * on the process's own timer (jobs/localSweeps.ts). False turns both off.
   */
  jobs?: false | { mailRetryDelaySeconds?: number };
}

export interface RunningApi {
  url: string;
  /** The key that opens /dev/* through a proxy (development only). */
  devKey: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds demo data on first start, syncs the registry, listens. */
export async function startApi(
  options: StartApiOptions = {},
): Promise<RunningApi> {
  const production =
    options.production ?? process.env.NODE_ENV === 'production';
  // Before the database opens: production with weak secrets stops here (SecretError).
  const secrets = resolveSecrets({
    production,
    jwtSecret: options.jwtSecret,
    pushSecret: options.push?.secret,
    secretsFile: options.dataDir ? secretsFileOf(options.dataDir) : undefined,
  });
  const db = await openDatabase(options);
  let app: FastifyInstance | null = null;
  let redis: SharedRedis | undefined;
  let jobs: RunningJobs | undefined;
  let stopSweeps: (() => Promise<void>) | undefined;
  try {
    await runMigrations(db);
    if (options.seed !== false) await seedDemoData(db);
    await syncRemoteReleases(db, options.remoteUrls);
    const log = (message: string) => console.error(message);
    if (options.redisUrl) redis = openRedis(options.redisUrl, log);
    if (options.databaseUrl && options.jobs !== false)
      jobs = await startJobs({
        databaseUrl: options.databaseUrl,
        mailRetryDelaySeconds: options.jobs?.mailRetryDelaySeconds,
        log,
      });
    const config: ApiConfig = {
      jwtSecret: secrets.jwtSecret,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds,
      payments: options.payments,
      mail: { ...options.mail, queue: jobs?.mailQueue },
      push: { ...options.push, secret: secrets.pushSecret },
      publicUrl: options.publicUrl,
      allowedOrigins:
        options.allowedOrigins ?? (production ? [] : DEV_ALLOWED_ORIGINS),
      dev: { routes: !production, key: secrets.devKey },
      rateLimitScale: options.rateLimitScale,
      uploadsDir:
        options.uploadsDir ??
        (options.dataDir ? `${options.dataDir}-uploads` : undefined),
    };
    let ctx: AppContext | undefined;
    app = await buildApp({
      db,
      config,
      logger: options.log ?? false,
      trustProxy: options.trustProxy,
      redis,
      onContext: (built) => (ctx = built),
    });
    // Background work: on the job queue with DATABASE_URL, else on the single process's timers.
    if (jobs) await jobs.work(ctx!, AREA_SWEEPS);
    else if (options.jobs !== false)
      stopSweeps = startLocalSweeps(ctx!, log, localSweepsOf(AREA_SWEEPS));
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 4000, host });
    const address = app.server.address();
    const port =
      typeof address === 'object' && address ? address.port : options.port;
    const urlHost =
      host === '0.0.0.0' || host === '::'
        ? 'localhost'
        : host.includes(':')
          ? `[${host}]`
          : host;
    const running = app;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      devKey: secrets.devKey,
      app: running,
      db,
      close() {
        closing ??= (async () => {
          await stopSweeps?.();
          await jobs?.stop().catch(() => undefined);
          await running.close();
          await redis?.close();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await stopSweeps?.();
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await redis?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

// The runners (src/main.ts, tools/serve/platform.mjs) read the environment through this one function.
export { apiOptionsFromEnv } from './env';
