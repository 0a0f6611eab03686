import { constants as zlibConstants } from 'node:zlib';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { SharedRedis } from './cluster/redis';
import { registerLiveness } from './cluster/liveness';
import { resolveConfig, type ApiConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';
import { replyIfDatabaseUnavailable } from './db/unavailable';
import { ApiError, CODE_BY_STATUS } from './errors';
import { createPushRuntime } from './push/runtime';
import { originPattern } from './push/settings';
import { AREA_ROUTES } from './areaRoutes';
import { registerOpenApi, serveOpenApi } from './security/openapi';
import { hardenInput } from './security/input';
import { registerRateLimits } from './security/rateLimitRegistration';
import { secureHeaders } from './security/headers';
import { fieldErrors } from './validation';
import { compileOnFirstUse, serializersOnFirstUse } from './lazySchemas';

export type { AppContext } from './context';

export interface BuildAppOptions {
  db: Db;
  config: ApiConfig;
  /** Fastify logger option (false in tests). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`): the shell's proxy on
   * loopback by default, so rate limits count the browser's address, not the proxy's.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * When route schemas are compiled: all at start (default: a broken schema stops the server
   * there) or each on its route's first request (the api's tests, which build the app per file).
   */
  compileSchemas?: 'at-start' | 'on-first-use';
  redis?: SharedRedis; // replicas: rate limits and push fan-out in Redis (ADR 0032)
  /** Called with every route as it is registered (the route-contract test reads their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Called with the app's context once built (the background work publishes through its push). */
  onContext?: (ctx: AppContext) => void;
}

/** The platform api: every route under /api/v1, every error as `{ code, message, errors }`. */
export async function buildApp({
  db,
  config,
  logger = false,
  trustProxy = 'loopback',
  compileSchemas = 'at-start',
  redis,
  onRoute,
  onContext,
}: BuildAppOptions): Promise<FastifyInstance> {
  const resolved = resolveConfig(config);
  const push = createPushRuntime(resolved.push, resolved.allowedOrigins, redis);
  const ctx: AppContext = { db, config: resolved, push: push.runtime };
  onContext?.(ctx);
  const lazy = compileSchemas === 'on-first-use';
  const app = Fastify({
    logger,
    ajv: {
      // unicodeRegExp (ajv's default, said here because patterns such as the person-name rule's
      // \p{L} need the `u` flag): schema patterns compile as `new RegExp(pattern, 'u')`.
      customOptions: { allErrors: true, unicodeRegExp: true },
      ...(lazy ? { onCreate: compileOnFirstUse as never } : {}),
    },
    ...(lazy
      ? {
          schemaController: {
            compilersFactory: { buildSerializer: serializersOnFirstUse() },
          },
        }
      : {}),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy,
  });
  app.decorateRequest('principal', null);
  if (onRoute) app.addHook('onRoute', onRoute);

  // JSON with Fastify's prototype-poisoning protection, a depth limit, and clean text (security/input.ts).
  hardenInput(app);
  secureHeaders(app);

  // A POST without any body is validated as `{}`: field errors instead of 'body must be object'.
  app.addHook('preValidation', async (request) => {
    if (
      request.body === undefined &&
      ['POST', 'PUT', 'PATCH'].includes(request.method)
    )
      request.body = {};
  });

  // Only the platform's own origins (the shell's hosts); the api is same-origin behind the shell,
  // so another web page gets no CORS answer and cannot read anything.
  const allowedOrigins = resolved.allowedOrigins.map(originPattern);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(
        null,
        origin !== undefined &&
          allowedOrigins.some((pattern) => pattern.test(origin.toLowerCase())),
      ),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(formbody);
  await registerRateLimits(app, resolved.rateLimitScale, redis?.client);
  registerLiveness(app);
  await registerOpenApi(app, resolved);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        errors: error.errors,
        ...error.extra,
      });
    }
    if ((error as FastifyError).validation) {
      const errors = fieldErrors((error as FastifyError).validation as never);
      const [field, message] = Object.entries(errors)[0] ?? [
        '',
        'Invalid input.',
      ];
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message:
          field && field !== 'non_field_errors'
            ? `${field}: ${message}`
            : message,
        errors,
      });
    }
    const unavailable = replyIfDatabaseUnavailable(error, reply);
    if (unavailable) return unavailable;
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
        message: error.message,
        errors: {},
      });
    }
    request.log.error(error);
    return reply.status(500).send({
      code: 'SERVER_ERROR',
      message: 'Something went wrong. Please try again.',
      errors: {},
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      errors: {},
    }),
  );

  await push.mount(app); // /apps/{id}/events and the /app/{key} websocket, outside /api/v1
  await app.register(
    async (api) => {
      // Every answer gets a weak ETag (SHA-1 of its uncompressed body, so it is registered before
      // compression) and a request that names it back gets 304 with no body: a page opened again
      // downloads nothing the api has not changed since. The browser still asks every time.
      await api.register(etag, { weak: true });
      // The api's JSON answers are compressed when the browser accepts it (brotli, else gzip), as
      // the static files are: on a phone network the bytes are the cost (ADR 0025).
      // Brotli at quality 4, not its default 11, which is too slow for every answer; a body under
      // 1 KB is sent as it is.
      // Only /api/v1 (the push socket and its events are left alone). Credentials travel in the
      // Authorization header, never in a cookie, so a cross-site page cannot send credentialed
      // requests to measure compressed sizes (BREACH).
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
        },
      });
      for (const register of AREA_ROUTES) await register(api, ctx);
      serveOpenApi(api);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
