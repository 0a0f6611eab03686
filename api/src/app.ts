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
import { accountRoutes } from './areas/identity/routes/accounts';
import { authRoutes } from './areas/identity/routes/auth';
import { cartRoutes } from './areas/checkout/routes/carts';
import { devOrderRoutes } from './areas/orders/routes/devOrders';
import { downloadRoutes } from './areas/downloads/routes/downloads';
import { notificationRoutes } from './areas/notifications/routes/notifications';
import { orderRoutes } from './areas/checkout/routes/orders';
import { portalEstimateRoutes } from './areas/estimates/routes/portalEstimates';
import { publicRoutes } from './areas/releases/routes/public';
import { storefrontPageRoutes } from './areas/storefront/routes/storefrontPages';
import { pushRoutes } from './areas/notifications/routes/push';
import { serviceRoutes } from './areas/catalog/routes/services';
import { storeRoutes } from './areas/storefront/routes/stores';
import { trackingRoutes } from './areas/orders/routes/tracking';
import { uploadRoutes } from './areas/checkout/routes/uploads';
import { estimateFlowRoutes } from './areas/estimates/routes/estimateFlow';
import { estimateListRoutes } from './areas/estimates/routes/estimateList';
import { estimateQuoteRoutes } from './areas/estimates/routes/estimateQuotes';
import { estimateAnswerRoutes } from './areas/estimates/routes/estimateAnswers';
import { repairListRoutes } from './areas/orders/routes/repairLists';
import { salesOrderFlowRoutes } from './areas/orders/routes/salesOrderFlow';
import { workOrderRoutes } from './areas/repair/routes/workOrders';
import { vendorSalesOrderRoutes } from './areas/vendorSales/routes/vendorSalesOrders';
import { storeAccessRoutes } from './areas/identity/routes/storeAccess';
import { accessResetRoutes } from './areas/identity/routes/accessReset';
import { vendorOnboardingRoutes } from './areas/onboarding/routes/vendorOnboarding';
import { vendorAddressRoutes } from './areas/vendors/routes/vendorAddresses';
import { storeUserRoutes } from './areas/identity/routes/storeUsers';
import { onboardingRoutes } from './areas/onboarding/routes/onboarding';
import { onboardingStripeRoutes } from './areas/onboarding/routes/onboardingStripe';
import { storeSettingsRoutes } from './areas/storefront/routes/storeSettings';
import { storeCustomerRoutes } from './areas/identity/routes/storeCustomers';
import { storeLocationRoutes } from './areas/storefront/routes/storeLocations';
import { storeServiceRoutes } from './areas/catalog/routes/storeServices';
import { storePriceListRoutes } from './areas/catalog/routes/storePriceLists';
import { vendorTeamRoutes } from './areas/identity/routes/vendorTeam';
import { storeBillingRoutes } from './areas/billing/routes/storeBilling';
import { storeBillItemsRoutes } from './areas/billing/routes/storeBillItems';
import { storeIntegrationRoutes } from './areas/storefront/routes/storeIntegrations';
import { storeVendorRoutes } from './areas/vendors/routes/storeVendors';
import { insurancePlanRoutes } from './areas/catalog/routes/insurancePlans';
import { discountRoutes } from './areas/catalog/routes/discounts';
import { serviceBuilderRoutes } from './areas/catalog/routes/serviceBuilder';
import { serviceBuilderPartRoutes } from './areas/catalog/routes/serviceBuilderParts';
import { vendorServiceRoutes } from './areas/catalog/routes/vendorServices';
import { priceListRoutes } from './areas/catalog/routes/priceLists';
import { vendorInvoiceRoutes } from './areas/billing/routes/vendorInvoices';
import { releaseRoutes } from './areas/releases/routes/releases';
import { vendorSetupRoutes } from './areas/vendors/routes/vendorSetup';
import { vendorBillItemRoutes } from './areas/billing/routes/vendorBillItems';
import { vendorBillingRoutes } from './areas/billing/routes/vendorBilling';
import { storeVendorInvoiceRoutes } from './areas/billing/routes/storeVendorInvoices';
import { registerOpenApi, serveOpenApi } from './security/openapi';
import { hardenInput } from './security/input';
import { registerRateLimits } from './security/rateLimits';
import { secureHeaders } from './security/headers';
import { fieldErrors } from './validation';
import { compileOnFirstUse, serializersOnFirstUse } from './lazySchemas';

export type { AppContext } from './context';
// The sweeps the job queue and the single process's timer run (jobs/), which import no area.
export { expireEstimates } from './areas/estimates/estimateExpiry';

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
      await publicRoutes(api, ctx);
      await storefrontPageRoutes(api, ctx);
      await authRoutes(api, ctx);
      await storeRoutes(api, ctx);
      await serviceRoutes(api, ctx);
      await notificationRoutes(api, ctx);
      await cartRoutes(api, ctx);
      await trackingRoutes(api, ctx);
      await orderRoutes(api, ctx);
      await portalEstimateRoutes(api, ctx);
      await accountRoutes(api, ctx);
      await pushRoutes(api, ctx);
      await uploadRoutes(api, ctx);
      await repairListRoutes(api, ctx);
      await estimateListRoutes(api, ctx);
      await salesOrderFlowRoutes(api, ctx);
      await workOrderRoutes(api, ctx);
      await estimateFlowRoutes(api, ctx);
      await estimateQuoteRoutes(api, ctx);
      await estimateAnswerRoutes(api, ctx);
      await downloadRoutes(api, ctx);
      await vendorSalesOrderRoutes(api, ctx);
      await storeAccessRoutes(api, ctx);
      await accessResetRoutes(api, ctx);
      await vendorOnboardingRoutes(api, ctx);
      await vendorAddressRoutes(api, ctx);
      await storeUserRoutes(api, ctx);
      await onboardingRoutes(api, ctx);
      await onboardingStripeRoutes(api, ctx);
      await storeSettingsRoutes(api, ctx);
      await storeCustomerRoutes(api, ctx);
      await storeLocationRoutes(api, ctx);
      await storeServiceRoutes(api, ctx);
      await storePriceListRoutes(api, ctx);
      await storeBillingRoutes(api, ctx);
      await storeBillItemsRoutes(api, ctx);
      await storeIntegrationRoutes(api, ctx);
      await storeVendorRoutes(api, ctx);
      await insurancePlanRoutes(api, ctx);
      await discountRoutes(api, ctx);
      await serviceBuilderRoutes(api, ctx);
      await serviceBuilderPartRoutes(api, ctx);
      await vendorServiceRoutes(api, ctx);
      await priceListRoutes(api, ctx);
      await vendorInvoiceRoutes(api, ctx);
      await releaseRoutes(api, ctx);
      await vendorSetupRoutes(api, ctx);
      await vendorBillItemRoutes(api, ctx);
      await storeVendorInvoiceRoutes(api, ctx);
      await vendorTeamRoutes(api, ctx);
      await vendorBillingRoutes(api, ctx);
      await devOrderRoutes(api, ctx);
      serveOpenApi(api);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
