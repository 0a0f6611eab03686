import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PortalServiceDetail,
  PortalServiceList,
} from 'shared/contracts/storefrontPages';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { optionalAuthenticate } from '../../../auth/principal';
import { storefrontService, storefrontServices } from '../storefrontCatalog';
import { customerPrices } from '../storePriceListsCustomers';
import { activeStoreById } from '../../storefront';
import { notFound } from '../../../errors';
import { Id, schemaOf, StringEnum, StoreParams } from '../../../validation';

const ServiceParams = Type.Object({ store_id: Id(), id: Id() });
const Flag = () =>
  Type.Optional(StringEnum(['true', 'false', 'True', 'False', '1', '0']));
const PortalQuery = Type.Object({
  is_customer_side: Flag(),
  is_partial: Flag(),
  item_tag: Type.Optional(Type.String({ maxLength: 100 })),
  top_level_tag: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

export async function serviceRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  // Public: a token is optional, but a given one must be valid (a customer's shows their prices).
  const optionalAuth = optionalAuthenticate(db, config);
  /** The caller's price-list prices at this store (a signed-in customer of it), by service id. */
  const listPricesOf = (request: FastifyRequest, storeId: number) => {
    const user = request.principal?.user;
    return customerPrices(
      db,
      user?.role_id === ROLES.customer && user.store_id === storeId
        ? user.customer_id
        : null,
      storeId,
    );
  };
  // The storefront's catalogue: only active services of an active store.
  app.get<{
    Params: Static<typeof StoreParams>;
    Querystring: Static<typeof PortalQuery>;
  }>(
    '/stores/:store_id/portal-services',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ params: StoreParams, querystring: PortalQuery }),
        response: { 200: PortalServiceList },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.params.store_id);
      return storefrontServices(
        db,
        store.id,
        request.query,
        await listPricesOf(request, store.id),
      );
    },
  );

  app.get<{ Params: Static<typeof ServiceParams> }>(
    '/stores/:store_id/portal-services/:id',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ params: ServiceParams }),
        response: { 200: PortalServiceDetail },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.params.store_id);
      const service = await storefrontService(
        db,
        store.id,
        request.params.id,
        await listPricesOf(request, store.id),
      );
      if (!service) throw notFound('Service not found.');
      return service;
    },
  );
}
