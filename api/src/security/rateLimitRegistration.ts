import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { principalOf } from '../auth/principal';
import { ApiError } from '../errors';
import { DEFAULT_LIMIT, RATE_LIMITS, type LimitKey } from './rateLimits';
import { tooManyText } from './tooManyText.cjs';

// The rate limits of ./rateLimits.ts put on the api's routes: the default on every route, each
// listed route's own limits on it, every limit with its own counters.

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
