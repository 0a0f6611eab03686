import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Branding,
  BrandingEdit,
  SETTINGS_MESSAGES,
} from 'shared/contracts/settings';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  principalOf,
} from '../../../auth/principal';
import { findBranding, saveBranding } from '../settings';
import { findStoreById } from '../stores';
import { forbidden, notFound } from '../../../errors';
import { schemaOf, StoreParams } from '../../../validation';

// The store's white-label settings (the owner's dashboard is the orders area's).

/** Registers this area's routes under /api/v1. */
export async function storeSettingsRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  /** The store of the path, if the caller is its owner or the super admin (else 403); 404 unknown. */
  async function ownerStore(request: FastifyRequest): Promise<number> {
    const { store_id: storeId } = request.params as { store_id: number };
    const principal = principalOf(request);
    assertStoreAccess(principal, storeId);
    if (principal.user.role_id === ROLES.storeStaff)
      throw forbidden(SETTINGS_MESSAGES.ownerOnly);
    if (!(await findStoreById(db, storeId))) throw notFound();
    return storeId;
  }

  api.get<{ Params: { store_id: number } }>(
    '/stores/:store_id/branding',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StoreParams }),
        response: { 200: Branding },
      },
    },
    async (request) => findBranding(db, await ownerStore(request)),
  );

  api.put<{ Params: { store_id: number }; Body: BrandingEdit }>(
    '/stores/:store_id/branding',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StoreParams, body: BrandingEdit }),
        response: { 200: Branding },
      },
    },
    async (request) =>
      saveBranding(db, await ownerStore(request), request.body),
  );
}
