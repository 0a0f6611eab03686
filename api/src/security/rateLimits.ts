import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { principalOf } from '../auth/principal';
import { ApiError } from '../errors';
import { tooManyText } from './tooManyText.cjs';

// Every rate limit of the api, in one table (docs/security.md lists the same). A limit counts requests
// per key within a window; past `max` the api answers 429 `{code, message, errors}` with
// Retry-After. `ip` keys on the caller's address (the first X-Forwarded-For hop of a trusted
// proxy); `ip+email` and `email` on the address and/or the lower-cased `email` of the body, so one
// account cannot be guessed at from many addresses nor many accounts from one; `user` on the
// signed-in user (routes that authenticate first: their 401 comes before the count).

export type LimitKey = 'ip' | 'ip+email' | 'email' | 'user';

export interface RateLimitRule {
  /** Requests allowed per window (before the config's scale). */
  max: number;
  /** Window, in the `ms` format (`'15 minutes'`). */
  window: string;
  key: LimitKey;
}

const MINUTE = '1 minute';
const QUARTER = '15 minutes';
const HOUR = '1 hour';

/** Stricter limits on what strangers use to guess, spam or walk; `METHOD /path` as routed under /api/v1. */
export const RATE_LIMITS: Record<string, RateLimitRule[]> = {
  'POST /auth/portal/login': [
    { max: 10, window: QUARTER, key: 'ip+email' },
    { max: 50, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/vendor/login': [
    { max: 10, window: QUARTER, key: 'ip+email' },
    { max: 50, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/customer/login': [
    { max: 10, window: QUARTER, key: 'ip+email' },
    { max: 50, window: QUARTER, key: 'ip' },
  ],
  // An estimate's link is a key: slow down guessing it and answering with it.
  'GET /estimates/by-token/:token/quote': [
    { max: 60, window: QUARTER, key: 'ip' },
  ],
  'POST /estimates/by-token/:token/answer': [
    { max: 20, window: QUARTER, key: 'ip' },
  ],
  'GET /estimates/by-token/:token/estimate.pdf': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'GET /vendor-estimates/by-token/:token': [
    { max: 60, window: QUARTER, key: 'ip' },
  ],
  'POST /vendor-estimates/by-token/:token/answer': [
    { max: 20, window: QUARTER, key: 'ip' },
  ],
  'GET /vendor-estimates/by-token/:token/estimate.pdf': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /token/refresh/': [{ max: 60, window: QUARTER, key: 'ip' }],
  'POST /auth/customer/register': [{ max: 10, window: HOUR, key: 'ip' }],
  // A sign-up creates a store and its owner.
  'POST /onboarding/signup': [{ max: 5, window: HOUR, key: 'ip' }],
  // A vendor sign-up mails whoever's address it names: few per address and per email.
  'POST /vendor-signup': [
    { max: 3, window: HOUR, key: 'email' },
    { max: 5, window: HOUR, key: 'ip' },
  ],
  // Its link is a key: slow down guessing it.
  'POST /vendor-signup/confirm': [{ max: 10, window: QUARTER, key: 'ip' }],
  'POST /auth/customer/forgot-password': [
    { max: 3, window: HOUR, key: 'email' },
    { max: 10, window: HOUR, key: 'ip' },
  ],
  'GET /auth/customer/reset-password/:key/:token': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/customer/reset-password': [
    { max: 10, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/portal/forgot-password': [
    { max: 3, window: HOUR, key: 'email' },
    { max: 10, window: HOUR, key: 'ip' },
  ],
  'GET /auth/portal/reset-password/:key/:token': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/portal/reset-password': [{ max: 10, window: QUARTER, key: 'ip' }],
  'POST /auth/vendor/forgot-password': [
    { max: 3, window: HOUR, key: 'email' },
    { max: 10, window: HOUR, key: 'ip' },
  ],
  'GET /auth/vendor/reset-password/:key/:token': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/vendor/reset-password': [{ max: 10, window: QUARTER, key: 'ip' }],
  // An invitation link is a key: slow down guessing it and signing up with it.
  'GET /staff-signup/:store_id/:uuid': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /staff-signup': [{ max: 10, window: QUARTER, key: 'ip' }],
  'GET /auth/vendor/staff-signup/:vendor_id/:uuid': [
    { max: 30, window: QUARTER, key: 'ip' },
  ],
  'POST /auth/vendor/staff-signup/:vendor_id/:uuid': [
    { max: 10, window: QUARTER, key: 'ip' },
  ],
  // The current password is checked: a stolen session must not guess it quickly.
  'POST /portal/profile/password': [{ max: 10, window: QUARTER, key: 'user' }],
  'GET /order-tracking': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /uploads': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /payments': [{ max: 20, window: QUARTER, key: 'ip' }],
  'POST /orders': [{ max: 30, window: QUARTER, key: 'ip' }],
  // A guest may try codes at checkout: slow down guessing a store's discount codes.
  'POST /discounts/check': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /estimates': [{ max: 30, window: QUARTER, key: 'ip' }],
  'POST /feedback/:token': [{ max: 10, window: QUARTER, key: 'ip' }],
  // A spreadsheet reads up to 10,000 rows: heavy for the database, light to ask for.
  'GET /sales-orders/export.xlsx': [{ max: 20, window: QUARTER, key: 'user' }],
  'GET /work-orders/export.xlsx': [{ max: 20, window: QUARTER, key: 'user' }],
  'GET /vendor/work-orders/export.xlsx': [
    { max: 20, window: QUARTER, key: 'user' },
  ],
  'GET /vendor/sales-orders/export.xlsx': [
    { max: 20, window: QUARTER, key: 'user' },
  ],
  // An import parses a spreadsheet of up to 2 MB and writes every row in one transaction.
  'POST /vendor/sales-orders/import': [
    { max: 20, window: QUARTER, key: 'user' },
  ],
  // A store's invitation of a vendor: its link is a key, slow down guessing it.
  'GET /store-invitations/:uid': [{ max: 30, window: QUARTER, key: 'ip' }],
  // Signing up through it makes a vendor and its owner.
  'POST /store-invitations/:uid/signup': [
    { max: 10, window: QUARTER, key: 'ip' },
  ],
  // A remote team publishes with a release key: slow down guessing it.
  'POST /releases/:remote/versions': [{ max: 20, window: QUARTER, key: 'ip' }],
};

/**
 * Every other route: per caller a minute's allowance, generous enough for a busy portal page
 * (the bell scrolling through 200 pages) and low enough that a script cannot hammer the api.
 * A caller with a bearer token is counted by token, a stranger by address.
 */
export const DEFAULT_LIMIT = {
  anonymous: 300,
  authenticated: 1200,
  window: MINUTE,
};

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

const KEYS: Record<LimitKey, (request: FastifyRequest) => string> = {
  ip: (request) => request.ip,
  'ip+email': (request) => `${request.ip}|${emailOf(request)}`,
  email: (request) => emailOf(request),
  user: (request) => `u:${principalOf(request).user.id}`,
};

const tokenKey = (header: string) =>
  createHash('sha256').update(header).digest('base64url').slice(0, 22);

/** The 429 in the api's error shape (Retry-After is set beside it). */
const tooMany = (seconds: number) => {
  const message = tooManyText(seconds);
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, {
    non_field_errors: message,
  });
};

/**
 * Registers the default limit on every route and the table's limits on theirs. `scale` multiplies
 * each allowance (tests that log in many times); the /dev/* routes are not limited. With `redis`
 * the counters live there, shared by every replica (each key names its rule, not the replica);
 * while Redis is unreachable requests are let through uncounted rather than refused.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  scale: number,
  redis?: Redis,
): Promise<void> {
  const allowance = (max: number) => Math.max(1, Math.round(max * scale));
  await app.register(rateLimit, {
    global: true,
    ...(redis
      ? { redis, nameSpace: 'platform-rate-limit:', skipOnError: true }
      : {}),
    max: (request) =>
      allowance(
        request.headers.authorization
          ? DEFAULT_LIMIT.authenticated
          : DEFAULT_LIMIT.anonymous,
      ),
    timeWindow: DEFAULT_LIMIT.window,
    keyGenerator: (request) =>
      request.headers.authorization
        ? `t:${tokenKey(request.headers.authorization)}`
        : `a:${request.ip}`,
    allowList: (request) =>
      request.url.startsWith('/api/v1/dev/') || request.url === '/livez',
    errorResponseBuilder: (_request, context) =>
      tooMany(Math.ceil(context.ttl / 1000)),
  });
  app.addHook('onRoute', (route) => {
    const prefix = '/api/v1';
    if (!route.url.startsWith(prefix)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const rules = RATE_LIMITS[`${method} ${route.url.slice(prefix.length)}`];
      if (!rules) continue;
      const handlers = rules.map((rule, index) => {
        const group = `${method} ${route.url}#${index}`;
        // createRateLimit: its own counter per rule (the plugin's rateLimit() handlers run once
        // per request, so the default limit would hide every later one).
        const limiter = app.createRateLimit({
          max: allowance(rule.max),
          timeWindow: rule.window,
          keyGenerator: (request) => `${group}|${KEYS[rule.key](request)}`,
        });
        return async (request: FastifyRequest, reply: FastifyReply) => {
          const result = await limiter(request);
          if (result.isAllowed || !result.isExceeded) return;
          reply.header('retry-after', result.ttlInSeconds);
          throw tooMany(result.ttlInSeconds);
        };
      });
      const existing = route.preHandler
        ? Array.isArray(route.preHandler)
          ? route.preHandler
          : [route.preHandler]
        : [];
      // preHandler: after validation, so `email` keys read a parsed body.
      route.preHandler = [...handlers, ...existing] as never;
    }
  });
}
