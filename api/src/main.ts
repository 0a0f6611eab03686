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
//   SMTP_URL, MAIL_FROM send mail over SMTP (else the database outbox, see docs/development.md)
//   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET, PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS, PUSHER_CLUSTER
//                       push credentials; without PUSHER_HOST the api's embedded server is used
//   PUSHER_PUBLIC_HOST, PUSHER_PUBLIC_PORT  where browsers reach PUSHER_HOST (default: the page's host)
//   UPLOADS_DIR         folder of images uploaded before they moved into the database
//   REDIS_URL           rate limits and push fan-out in Redis (several replicas, ADR 0032)
//   JOBS=false          no job queue (else on with DATABASE_URL: renewals, quote expiry, mail retries)
//   MAIL_RETRY_DELAY_SECONDS  first wait before a refused mail is tried again (default 30)
//   RATE_LIMIT_SCALE    multiplies every rate limit's allowance (default 1)
// All read by src/env.ts, which `npm start` (tools/serve/platform.mjs) uses too.
import { resolve } from 'node:path';
import { DataDirInUseError } from './db/dataDirLock';
import { apiOptionsFromEnv } from './env';
import { SecretError } from './secrets';
import { startApi } from './server';

async function main(): Promise<void> {
  const api = await startApi(
    apiOptionsFromEnv(process.env, resolve(__dirname, '../../.data/pglite')),
  );
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
  // The most common first mistake: the api (or the whole platform) already runs.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const port = process.env.API_PORT ?? '4000';
    console.error(
      `[api] API_PORT=${port} is in use (is the api already running?); choose another, e.g. API_PORT=${Number(port) + 100} npm start -w api`,
    );
    process.exit(1);
  }
  if (error instanceof DataDirInUseError) {
    console.error(
      `[api] DATA_DIR=${error.dataDir} is in use by process ${error.pid} (is the api already running?); stop it or set another DATA_DIR`,
    );
    process.exit(1);
  }
  console.error('[api] failed to start:', error);
  process.exit(1);
});
