import { REMOTE_KEYS, type RemoteKey } from 'shared/contracts/releases';

export { REMOTE_KEYS, type RemoteKey };

/** Federation container name of each remote (package name with `_` for `-`). */
/** A remote's build named by the api's start-up configuration (else its local origin). */
export interface RemoteRelease {
  url: string;
  version?: string;
}

export const REMOTE_NAMES: Record<RemoteKey, string> = {
  storefront: 'mf_storefront',
  storePortal: 'mf_store_portal',
  vendorPortal: 'mf_vendor_portal',
  serviceBuilder: 'mf_service_builder',
  notifications: 'mf_notifications',
};

export const DEFAULT_REMOTE_URLS: Record<RemoteKey, string> = {
  storefront: 'http://localhost:3001',
  storePortal: 'http://localhost:3002',
  vendorPortal: 'http://localhost:3003',
  serviceBuilder: 'http://localhost:3004',
  notifications: 'http://localhost:3005',
};

/** Development's browser origins: every `*.localhost` host on any port (the shell's hosts). */
export const DEV_ALLOWED_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://*.localhost:*',
  'https://*.localhost:*',
];

/** Where customers reach the platform's pages: mail links use it (never request headers). */
export interface PublicUrlConfig {
  scheme: 'http' | 'https';
  /** Omitted (or the scheme's default) = no port in links. */
  port?: number;
  /** The domain a new store's host is made under (`<subdomain>.<storeDomain>`); default `localhost`. */
  storeDomain?: string;
}

/** Payments: Stripe when a secret key is set, else the built-in test provider. */
export interface PaymentsConfig {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Stripe API base URL (tests point it at a local imitation); default https://api.stripe.com. */
  stripeApiBase?: string;
  /**
   * How long a payment stays pending before the reconcile asks its provider about it (default
   * 60 s: longer than its own request can still be charging).
   */
  reconcileAfterSeconds?: number;
}

/** Mail: SMTP when `smtpUrl` is set, else the database outbox. */
export interface MailConfig {
  smtpUrl?: string;
  from?: string;
  /** The job queue's mail delivery (retries with backoff); SMTP mail goes through it when set. */
  queue?: {
    enqueue(message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
    }): Promise<void>;
  };
}

/** Push: Pusher Channels / soketi credentials (the embedded server uses them too). */
export interface PushConfig {
  appId?: string;
  key?: string;
  secret?: string;
  /** Publish to this host instead of the embedded server (Pusher Channels, soketi). */
  host?: string;
  port?: number;
  useTLS?: boolean;
  cluster?: string;
  /** Where browsers reach that host (GET /push/config); unset = the page's own host and port. */
  publicHost?: string;
  publicPort?: number;
}

export interface ApiConfig {
  /** HS256 secret of the access tokens. */
  jwtSecret: string;
  /** Scheme and port of the storefront and portal links in mails; default http, no port. */
  publicUrl?: PublicUrlConfig;
  /** Browser origins allowed by CORS and the push server (`http://*.localhost:*` patterns); default none. */
  allowedOrigins?: string[];
  /**
   * The /dev/* routes (outbox, test notifications, push outage); default off. They answer only
   * to loopback callers without a browser's headers, or to `x-dev-key: <devKey>`.
   */
  dev?: { routes: boolean; key?: string };
  /** Multiplies every rate limit's allowance (tests that log in many times); default 1. */
  rateLimitScale?: number;
  payments?: PaymentsConfig;
  mail?: MailConfig;
  push?: PushConfig;
  /** Folder of uploaded images (default: an `uploads` folder next to the PGlite data, else a temp folder). */
  uploadsDir?: string;
  /** Access token lifetime; default 15 minutes. */
  accessTokenTtlSeconds?: number;
  /** Refresh token lifetime (each rotation starts a new one); default 7 days. */
  refreshTokenTtlSeconds?: number;
}

export interface ResolvedConfig {
  jwtSecret: string;
  publicUrl: PublicUrlConfig;
  allowedOrigins: string[];
  dev: { routes: boolean; key?: string };
  rateLimitScale: number;
  payments: PaymentsConfig;
  mail: MailConfig;
  push: PushConfig;
  uploadsDir?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export function resolveConfig(config: ApiConfig): ResolvedConfig {
  if (!config.jwtSecret) throw new Error('jwtSecret is required');
  if (!config.push?.secret) throw new Error('push.secret is required');
  return {
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl ?? { scheme: 'http' },
    allowedOrigins: config.allowedOrigins ?? [],
    dev: config.dev ?? { routes: false },
    rateLimitScale: config.rateLimitScale ?? 1,
    payments: config.payments ?? {},
    mail: config.mail ?? {},
    push: config.push ?? {},
    uploadsDir: config.uploadsDir,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds ?? 15 * 60,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds ?? 7 * 24 * 60 * 60,
  };
}
