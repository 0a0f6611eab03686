// The api's environment variables (docs/configuration.md) as startApi options, read in one place
// so that every way of starting the api honours the same ones: `npm start -w api` and compose
// (src/main.ts) and `npm start` (tools/serve/platform.mjs, which then sets its own ports, folder
// and remote origins).
import { resolve } from 'node:path';
import { REMOTE_KEYS, type RemoteKey, type RemoteRelease } from './config';
import type { StartApiOptions } from './server';

type Env = Record<string, string | undefined>;

const envKey = (key: RemoteKey) =>
  key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

const numberOf = (env: Env, name: string): number | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
};

const list = (value: string | undefined) =>
  value ? value.split(',').map((item) => item.trim()) : undefined;

/** Every api variable; `defaultDataDir` is used when DATA_DIR is unset. */
export function apiOptionsFromEnv(
  env: Env,
  defaultDataDir: string,
): StartApiOptions {
  const port = numberOf(env, 'API_PORT') ?? 4000;
  if (!Number.isInteger(port) || port > 65535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  const production = env.NODE_ENV === 'production';
  // Only configured remotes move their default registry pointer at start-up (see syncRemoteReleases).
  const remoteUrls = Object.fromEntries(
    REMOTE_KEYS.flatMap((key): [RemoteKey, RemoteRelease][] => {
      const url = env[`REMOTE_${envKey(key)}_URL`];
      const version = env[`REMOTE_${envKey(key)}_VERSION`];
      return url ? [[key, { url, version }]] : [];
    }),
  ) as Partial<Record<RemoteKey, RemoteRelease>>;
  return {
    port,
    host: env.API_HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    remoteUrls,
    production,
    // Demo accounts have known passwords: production seeds them only when asked (docker-compose's demo).
    seed: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: {
      scheme: env.PUBLIC_SCHEME === 'https' ? 'https' : 'http',
      port: numberOf(env, 'PUBLIC_PORT'),
      storeDomain: env.STORE_DOMAIN || undefined,
    },
    allowedOrigins: list(env.ALLOWED_ORIGINS ?? env.PUSHER_ALLOWED_ORIGINS),
    trustProxy: env.TRUST_PROXY || undefined,
    rateLimitScale: numberOf(env, 'RATE_LIMIT_SCALE'),
    accessTokenTtlSeconds: numberOf(env, 'ACCESS_TOKEN_TTL'),
    log: { level: env.LOG_LEVEL ?? 'info' },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      reconcileAfterSeconds: numberOf(env, 'PAYMENT_RECONCILE_AFTER_SECONDS'),
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
      port: numberOf(env, 'PUSHER_PORT'),
      useTLS: env.PUSHER_USE_TLS ? env.PUSHER_USE_TLS === 'true' : undefined,
      cluster: env.PUSHER_CLUSTER || undefined,
      publicHost: env.PUSHER_PUBLIC_HOST || undefined,
      publicPort: numberOf(env, 'PUSHER_PUBLIC_PORT'),
    },
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    jobs:
      env.JOBS === 'false'
        ? false
        : {
            mailRetryDelaySeconds: numberOf(env, 'MAIL_RETRY_DELAY_SECONDS'),
          },
  };
}
