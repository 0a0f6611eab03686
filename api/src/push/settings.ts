import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PushConfig } from '../config';

// The push credentials with their development defaults, and the Pusher Channels signature rules
// shared by the embedded server, its HTTP API and POST /push/auth.

export interface PushSettings {
  appId: string;
  key: string;
  secret: string;
  /** Publish to this host (Pusher Channels, soketi); null = the api's embedded server. */
  host: string | null;
  port: number | null;
  useTLS: boolean;
  cluster: string;
  publicHost: string | null;
  publicPort: number | null;
  allowedOrigins: RegExp[];
  /** Seconds of silence after which the client pings (protocol: `activity_timeout`). */
  activityTimeout: number;
}

/** `http://*.localhost:*` → a RegExp over a whole origin: `*.` is one or more labels, `:*` any port. */
export function originPattern(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^(https?:\/\/)\\\*\\\./, '$1([a-z0-9-]+\\.)+')
    .replace(/:\\\*$/, '(:\\d{1,5})?');
  return new RegExp(`^${escaped}$`);
}

export function resolvePushSettings(
  config: PushConfig,
  allowedOrigins: string[],
): PushSettings {
  if (!config.secret) throw new Error('push.secret is required');
  return {
    appId: config.appId ?? 'platform',
    key: config.key ?? 'platform-key',
    secret: config.secret,
    host: config.host ?? null,
    port: config.port ?? null,
    useTLS: config.useTLS ?? false,
    cluster: config.cluster ?? 'mt1',
    publicHost: config.publicHost ?? null,
    publicPort: config.publicPort ?? null,
    allowedOrigins: allowedOrigins.map(originPattern),
    activityTimeout: 120,
  };
}

/** Browsers always send Origin on a websocket handshake; a server-side client sends none. */
export function isOriginAllowed(
  settings: PushSettings,
  origin: string | undefined,
): boolean {
  if (origin === undefined) return true;
  const normalised = origin.toLowerCase();
  return settings.allowedOrigins.some((pattern) => pattern.test(normalised));
}

export const SOCKET_ID = /^\d{1,19}\.\d{1,19}$/;
/** Pusher channel names: at most 164 characters of `A-Z a-z 0-9 _ - = @ , . ;`. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export const userChannel = (userId: number) => `private-user-${userId}`;

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The `auth` a private channel subscription carries: `key:hex(hmac_sha256(secret, socket_id:channel))`. */
export const channelAuth = (
  settings: PushSettings,
  socketId: string,
  channel: string,
) => `${settings.key}:${hmacHex(settings.secret, `${socketId}:${channel}`)}`;

/** Constant-time comparison of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
