import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BrandingEdit,
  DashboardQuery,
  SETTINGS_MESSAGES,
} from 'shared/contracts/settings';
import type { AppContext } from '../../../context';
import {
  grantedLocationIds,
  LEVELS,
  MODULES,
  ROLES,
} from '../../../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  principalOf,
} from '../../../auth/principal';
import { dashboardFigures } from '../../orders/dashboard';
import { findBranding, saveBranding } from '../settings';
import { findStoreById } from '../stores';
import { forbidden, notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { isStoreLocation } from '../storeLocationExists';

// The store's white-label settings and the owner's dashboard.

const StoreParams = Type.Object({ store_id: Id() });

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
    { onRequest: requireAuth, schema: schemaOf({ params: StoreParams }) },
    async (request) => findBranding(db, await ownerStore(request)),
  );

  api.put<{ Params: { store_id: number }; Body: BrandingEdit }>(
    '/stores/:store_id/branding',
    {
      onRequest: requireAuth,
      schema: schemaOf({ params: StoreParams, body: BrandingEdit }),
    },
    async (request) =>
      saveBranding(db, await ownerStore(request), request.body),
  );

  api.get<{ Params: { store_id: number }; Querystring: DashboardQuery }>(
    '/stores/:store_id/dashboard',
    {
      onRequest: requireAuth,
      schema: schemaOf({ params: StoreParams, querystring: DashboardQuery }),
    },
    async (request) => {
      const { store_id: storeId } = request.params;
      const principal = principalOf(request);
      assertStoreAccess(principal, storeId);
      if (!(await findStoreById(db, storeId))) throw notFound();
      // The owner and the super admin see every location; a staff member those where they hold
      // the dashboard's view level.
      const granted =
        principal.user.role_id === ROLES.storeStaff
          ? grantedLocationIds(principal.role, MODULES.dashboard, LEVELS.view)
          : null;
      if (granted !== null && granted.length === 0)
        throw forbidden(SETTINGS_MESSAGES.dashboardDenied);
      const locationId = request.query.location_id;
      let locationIds = granted;
      if (locationId !== undefined) {
        if (!(await isStoreLocation(db, storeId, locationId)))
          throw notFound(SETTINGS_MESSAGES.location);
        if (granted !== null && !granted.includes(locationId))
          throw forbidden(SETTINGS_MESSAGES.dashboardDenied);
        locationIds = [locationId];
      }
      return dashboardFigures(db, storeId, locationIds, request.query);
    },
  );
}
