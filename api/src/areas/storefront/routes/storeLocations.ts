import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import {
  StoreLocation,
  StoreLocationEdit,
  StoreLocationInput,
  StoreLocationList,
} from 'shared/contracts/storeLocations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  addStoreLocation,
  type LocationAllowance,
  editStoreLocation,
  listStoreLocations,
  loadStoreLocation,
  ownerStoreIdOf,
} from '../storeLocations';
import {
  makeDefaultStoreLocation,
  removeStoreLocation,
} from '../storeLocationDefault';
import { Id, schemaOf } from '../../../validation';

// The store's locations: the store owner's writes (GET /locations, the list every store
// role reads, stays in areas/storefront/routes/stores.ts). Staff and everyone else 403; another store's id 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1. */
export async function storeLocationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  allowanceOf: LocationAllowance,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const owner = (request: FastifyRequest) =>
    ownerStoreIdOf(principalOf(request));

  api.post<{ Body: StoreLocationInput }>(
    '/locations',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: StoreLocationInput }),
        response: { 201: StoreLocation },
      },
    },
    async (request, reply) => {
      const location = await addStoreLocation(
        db,
        owner(request),
        request.body,
        allowanceOf,
      );
      reply.status(201);
      return location;
    },
  );

  api.get<P>(
    '/locations/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: StoreLocation },
      },
    },
    async (request) => loadStoreLocation(db, owner(request), request.params.id),
  );

  api.put<P & { Body: StoreLocationEdit }>(
    '/locations/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: StoreLocationEdit }),
        response: { 200: StoreLocation },
      },
    },
    async (request) =>
      editStoreLocation(db, owner(request), request.params.id, request.body),
  );

  api.post<P>(
    '/locations/:id/default',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: EmptyBody }),
        response: { 200: StoreLocationList },
      },
    },
    async (request) =>
      makeDefaultStoreLocation(db, owner(request), request.params.id),
  );

  api.delete<P>(
    '/locations/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: StoreLocationList },
      },
    },
    async (request) => {
      const storeId = owner(request);
      await removeStoreLocation(db, storeId, request.params.id);
      return listStoreLocations(db, storeId);
    },
  );
}
