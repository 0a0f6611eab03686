import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CallerLocationList,
  StoreDetailsList,
  VendorSummary,
} from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { accessibleLocationIds } from '../../../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  isSuperAdmin,
  isVendorRole,
  principalOf,
} from '../../../auth/principal';
import { findStoreById, toStoreDetails } from '../stores';
import {
  allStoreDetails,
  storeLocations,
  vendorSummary,
} from '../callerScopes';
import { ApiError, forbidden, notFound, storeNotFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

const LocationsQuery = Type.Object({ store_id: Type.Optional(Id()) });

export async function storeRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get(
    '/stores',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: StoreDetailsList } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (isSuperAdmin(principal)) {
        return allStoreDetails(db);
      }
      if (principal.user.store_id === null) return []; // vendors belong to no store
      const store = await findStoreById(db, principal.user.store_id);
      return store ? [toStoreDetails(store)] : [];
    },
  );

  app.get<{ Querystring: Static<typeof LocationsQuery> }>(
    '/locations',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: LocationsQuery }),
        response: { 200: CallerLocationList },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const storeId = request.query.store_id ?? principal.user.store_id;
      if (storeId === null) {
        if (isSuperAdmin(principal)) {
          throw new ApiError(
            400,
            'VALIDATION_ERROR',
            'store_id: This field is required.',
            { store_id: 'This field is required.' },
          );
        }
        throw forbidden();
      }
      assertStoreAccess(principal, storeId);
      if (isSuperAdmin(principal) && !(await findStoreById(db, storeId)))
        throw storeNotFound();
      // The caller's locations only: every one for a global grant (or no permission record),
      // else those whose entry grants something, whatever the role.
      const locationIds = accessibleLocationIds(principal.role);
      return storeLocations(db, storeId, locationIds);
    },
  );

  app.get(
    '/vendors/me',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: VendorSummary } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (
        !isVendorRole(principal.user.role_id) ||
        principal.user.vendor_id === null
      )
        throw forbidden();
      const vendor = await vendorSummary(db, principal.user.vendor_id);
      if (!vendor) throw notFound();
      return vendor;
    },
  );
}
