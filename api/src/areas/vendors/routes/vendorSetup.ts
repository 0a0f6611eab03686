import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VendorProfile,
  VendorProfileInput,
} from 'shared/contracts/vendorSetup';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { loadVendorProfile, saveVendorProfile } from '../vendorSetup';
import { schemaOf } from '../../../validation';
import { vendorIntegrationRoutes } from './vendorIntegrations';

// The vendor owner's set-up pages (shared/contracts/vendorSetup): the workshop's business
// profile (/portal/setting/setup-vendor) and (vendorIntegrations.ts) its integrations (the history
// of its sales-order imports is the vendorSales area's). The owner only:
// vendor staff and everyone else 403.

/** Registers this area's routes under /api/v1. */
export async function vendorSetupRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const vendorOf = (request: FastifyRequest) =>
    ownerVendorIdOf(principalOf(request));

  api.get(
    '/vendor/settings/profile',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: VendorProfile } },
    },
    async (request) => loadVendorProfile(db, vendorOf(request)),
  );

  api.put<{ Body: VendorProfileInput }>(
    '/vendor/settings/profile',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorProfileInput }),
        response: { 200: VendorProfile },
      },
    },
    async (request) => saveVendorProfile(db, vendorOf(request), request.body),
  );

  await vendorIntegrationRoutes(api, ctx);
}
