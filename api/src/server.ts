import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { DEV_JWT_SECRET, type ApiConfig, type RemoteKey } from './config';
import { runMigrations } from './db/migrate';
import { openPgPool } from './db/pg';
import { openPglite } from './db/pglite';
import {
  seedDemoData,
  syncRemoteReleases,
  type RemoteRelease,
} from './db/seed';
import type { Db } from './db/types';

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
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  /** Seed the demo data when the database is new (default true). */
  seed?: boolean;
  payments?: ApiConfig['payments'];
  mail?: ApiConfig['mail'];
  push?: ApiConfig['push'];
  uploadsDir?: string;
}

export interface RunningApi {
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function openDatabase(
  options: Pick<StartApiOptions, 'dataDir' | 'databaseUrl'>,
): Promise<Db> {
  if (options.databaseUrl) return openPgPool(options.databaseUrl);
  return openPglite({ dataDir: options.dataDir });
}

/** Opens the database, migrates, seeds demo data on first start, syncs the registry, listens. */
export async function startApi(
  options: StartApiOptions = {},
): Promise<RunningApi> {
  const db = await openDatabase(options);
  let app: FastifyInstance | null = null;
  try {
    await runMigrations(db);
    if (options.seed !== false) await seedDemoData(db);
    await syncRemoteReleases(db, options.remoteUrls);
    app = await buildApp({
      db,
      config: {
        jwtSecret: options.jwtSecret ?? DEV_JWT_SECRET,
        accessTokenTtlSeconds: options.accessTokenTtlSeconds,
        payments: options.payments,
        mail: options.mail,
        push: options.push,
        uploadsDir:
          options.uploadsDir ??
          (options.dataDir ? `${options.dataDir}-uploads` : undefined),
      },
      logger: options.log ?? false,
    });
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
      app: running,
      db,
      close() {
        closing ??= (async () => {
          await running.close();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
