// CLI entry of the api: `npm start -w api` (tsx src/main.ts).
// Environment:
//   API_PORT            port to listen on (default 4000); API_HOST interface (default 127.0.0.1)
//   DATA_DIR            PGlite data directory (default <repo>/.data/pglite)
//   DATABASE_URL        use this PostgreSQL server instead of PGlite
//   NODE_ENV=production refuses to start without strong JWT_SECRET and PUSHER_SECRET, and serves no /dev/*
//   JWT_SECRET          HS256 secret of the access tokens (development: a random one kept in <DATA_DIR>-secrets.json)
//   SEED_DEMO           seed the demo stores and accounts on a new database (default: true unless production)
//   PUBLIC_SCHEME, PUBLIC_PORT  scheme and port of the links in mails (default http, no port)
//   ALLOWED_ORIGINS     comma-separated browser origins for CORS and push (development: every *.localhost)
//   TRUST_PROXY         proxies whose X-Forwarded-For counts (default loopback; e.g. 10.0.0.0/8 behind a balancer)
//   ACCESS_TOKEN_TTL    access token lifetime in seconds (default 900)
//   REMOTE_<KEY>_URL    static origin of each remote, KEY = STOREFRONT | STORE_PORTAL | VENDOR_PORTAL |
//                       SERVICE_BUILDER | NOTIFICATIONS (defaults http://localhost:3001 .. 3005)
//   REMOTE_<KEY>_VERSION  version reported by the registry for that remote (default 0.1.0)
//   LOG_LEVEL           fastify/pino log level (default info)
//   STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY   use Stripe for payments (else the built-in test provider)
//   SMTP_URL, MAIL_FROM send mail over SMTP (else the database outbox, see the README)
//   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET, PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS, PUSHER_CLUSTER
//                       push credentials; without PUSHER_HOST the api's embedded server is used
//   PUSHER_PUBLIC_HOST, PUSHER_PUBLIC_PORT  where browsers reach PUSHER_HOST (default: the page's host)
//   UPLOADS_DIR         folder of uploaded images (default <DATA_DIR>-uploads)
import { resolve } from 'node:path';
import { REMOTE_KEYS, type RemoteKey } from './config';
import { SecretError } from './secrets';
import type { RemoteRelease } from './db/seed';
import { startApi } from './server';

const envKey = (key: RemoteKey) =>
  key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  const list = (value: string | undefined) =>
    value ? value.split(',').map((item) => item.trim()) : undefined;
  // Only configured remotes move their default registry pointer at start-up (see syncRemoteReleases).
  const remoteUrls = Object.fromEntries(
    REMOTE_KEYS.flatMap((key): [RemoteKey, RemoteRelease][] => {
      const url = env[`REMOTE_${envKey(key)}_URL`];
      const version = env[`REMOTE_${envKey(key)}_VERSION`];
      return url ? [[key, { url, version }]] : [];
    }),
  ) as Partial<Record<RemoteKey, RemoteRelease>>;
  const api = await startApi({
    port,
    host: env.API_HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR
      ? resolve(env.DATA_DIR)
      : resolve(__dirname, '../../.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    remoteUrls,
    production: env.NODE_ENV === 'production',
    // Demo accounts have known passwords: production seeds them only when asked (docker-compose's demo).
    seed: env.SEED_DEMO
      ? env.SEED_DEMO === 'true'
      : env.NODE_ENV !== 'production',
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: {
      scheme: env.PUBLIC_SCHEME === 'https' ? 'https' : 'http',
      port: env.PUBLIC_PORT ? Number(env.PUBLIC_PORT) : undefined,
      storeDomain: env.STORE_DOMAIN || undefined,
    },
    allowedOrigins: list(env.ALLOWED_ORIGINS ?? env.PUSHER_ALLOWED_ORIGINS),
    trustProxy: env.TRUST_PROXY || undefined,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL
      ? Number(env.ACCESS_TOKEN_TTL)
      : undefined,
    log: { level: env.LOG_LEVEL ?? 'info' },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || undefined,
    },
    push: {
      appId: env.PUSHER_APP_ID || undefined,
      key: env.PUSHER_KEY || undefined,
      secret: env.PUSHER_SECRET || undefined,
      host: env.PUSHER_HOST || undefined,
      port: env.PUSHER_PORT ? Number(env.PUSHER_PORT) : undefined,
      useTLS: env.PUSHER_USE_TLS ? env.PUSHER_USE_TLS === 'true' : undefined,
      cluster: env.PUSHER_CLUSTER || undefined,
      publicHost: env.PUSHER_PUBLIC_HOST || undefined,
      publicPort: env.PUSHER_PUBLIC_PORT
        ? Number(env.PUSHER_PUBLIC_PORT)
        : undefined,
    },
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : undefined,
  });
  console.log(`[api] listening on ${api.url}/api/v1`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: stopping`);
    api.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof SecretError) {
    console.error(`[api] refusing to start: ${error.message}`);
    process.exit(1);
  }
  console.error('[api] failed to start:', error);
  process.exit(1);
});
