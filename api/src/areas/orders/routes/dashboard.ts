import type { FastifyInstance } from 'fastify';
import {
  Dashboard,
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
import { dashboardFigures } from '../dashboard';
import { findStoreById, isStoreLocation } from '../../storefront';
import { forbidden, notFound } from '../../../errors';
import { schemaOf, StoreParams } from '../../../validation';

// The owner's dashboard: the store's order figures, for every location or one.

export async function dashboardRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Params: { store_id: number }; Querystring: DashboardQuery }>(
    '/stores/:store_id/dashboard',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: StoreParams, querystring: DashboardQuery }),
        response: { 200: Dashboard },
      },
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
