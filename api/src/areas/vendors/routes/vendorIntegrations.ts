import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance } from 'fastify';
import {
  CreatedVendorApiKey,
  VendorApiKeyInput,
  VendorIntegrations,
} from 'shared/contracts/vendorSetup';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  createVendorApiKey,
  loadVendorIntegrations,
  revokeVendorApiKey,
} from '../vendorIntegrations';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { Id, schemaOf } from '../../../validation';

// The workshop's integrations (/portal/setting/integrations, shared/contracts/vendorSetup):
// its API keys (created and shown once, revoked) and the payout provider's state. The owner only:
// vendor staff and everyone else 403; another vendor's key 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1 (called by vendorSetupRoutes). */
export async function vendorIntegrationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get(
    '/vendor/settings/integrations',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: VendorIntegrations } },
    },
    async (request) =>
      loadVendorIntegrations(db, config, ownerVendorIdOf(principalOf(request))),
  );

  api.post<{ Body: VendorApiKeyInput }>(
    '/vendor/settings/integrations/api-keys',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorApiKeyInput }),
        response: { 201: CreatedVendorApiKey },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const created = await createVendorApiKey(
        db,
        { vendorId: ownerVendorIdOf(principal), userId: principal.user.id },
        request.body,
      );
      // The key is shown once: no cache may keep it.
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(created);
    },
  );

  api.delete<P>(
    '/vendor/settings/integrations/api-keys/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await revokeVendorApiKey(
        db,
        { vendorId: ownerVendorIdOf(principal), userId: principal.user.id },
        request.params.id,
      );
      return {};
    },
  );
}
