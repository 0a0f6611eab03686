import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { accessibleLocationIds } from '../../../auth/permissions';
import {
  assertStoreAccess,
  authenticate,
  isSuperAdmin,
  isVendorRole,
  principalOf,
} from '../../../auth/principal';
import { findStoreById, toStoreDetails, type StoreRow } from '../stores';
import { ApiError, forbidden, notFound, storeNotFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

const LocationsQuery = Type.Object({ store_id: Type.Optional(Id()) });
const LOCATION_COLUMNS =
  'id, store_id, name, address_line1, city, state, zip, phone, is_default';

export async function storeRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get(
    '/stores',
    { onRequest: requireAuth, schema: schemaOf({}) },
    async (request) => {
      const principal = principalOf(request);
      if (isSuperAdmin(principal)) {
        const stores = await db.query<StoreRow>(
          'SELECT *, top_up_amount::text AS top_up_amount FROM stores ORDER BY id',
        );
        return stores.map(toStoreDetails);
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
      schema: schemaOf({ querystring: LocationsQuery }),
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
      return db.query(
        `SELECT ${LOCATION_COLUMNS} FROM locations
         WHERE store_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[])) ORDER BY id`,
        [storeId, locationIds],
      );
    },
  );

  app.get(
    '/vendors/me',
    { onRequest: requireAuth, schema: schemaOf({}) },
    async (request) => {
      const principal = principalOf(request);
      if (
        !isVendorRole(principal.user.role_id) ||
        principal.user.vendor_id === null
      )
        throw forbidden();
      const rows = await db.query<{
        id: number;
        name: string;
        first_name: string | null;
        last_name: string | null;
      }>(
        `SELECT v.id, v.name, o.first_name, o.last_name FROM vendors v LEFT JOIN users o ON o.id = v.owner_user_id
       WHERE v.id = $1`,
        [principal.user.vendor_id],
      );
      const vendor = rows[0];
      if (!vendor) throw notFound();
      return {
        id: vendor.id,
        name: vendor.name,
        owner: { first_name: vendor.first_name, last_name: vendor.last_name },
      };
    },
  );
}
