import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CustomerPriceList,
  CustomerPriceListSave,
  StorePriceList,
  StorePriceListInput,
  StorePriceListPage,
  StorePriceListQuery,
  StorePriceListSave,
} from 'shared/contracts/storePriceLists';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { customerScope } from '../../identity';
import { loadPriceList, priceListPage } from '../storePriceLists';
import {
  createPriceList,
  deletePriceList,
  savePriceList,
} from '../storePriceListWrites';
import {
  assignPriceList,
  customerPriceList,
} from '../storePriceListsCustomers';
import { serviceStoreOf } from '../storeServices';
import { Id, schemaOf } from '../../../validation';

// The store's own price lists: the routes of shared/contracts/storePriceLists. The lists
// need the service module (as /store-services does); a customer's list the customer module.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1. */
export async function storePriceListRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const storeOf = (request: FastifyRequest, level: number) =>
    serviceStoreOf(principalOf(request), level);
  const actorOf = (request: FastifyRequest, level: number) => ({
    storeId: storeOf(request, level),
    userId: principalOf(request).user.id,
  });

  api.get<{ Querystring: StorePriceListQuery }>(
    '/store-price-lists',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: StorePriceListQuery }),
        response: { 200: StorePriceListPage },
      },
    },
    async (request) =>
      priceListPage(db, storeOf(request, LEVELS.view), request.query),
  );

  api.post<{ Body: StorePriceListInput }>(
    '/store-price-lists',
    {
      onRequest,
      bodyLimit: 1024 * 1024,
      schema: {
        ...schemaOf({ body: StorePriceListInput }),
        response: { 201: StorePriceList },
      },
    },
    async (request, reply) => {
      const list = await createPriceList(
        db,
        actorOf(request, LEVELS.create),
        request.body,
      );
      reply.status(201);
      return list;
    },
  );

  api.get<P>(
    '/store-price-lists/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: StorePriceList },
      },
    },
    async (request) =>
      loadPriceList(db, storeOf(request, LEVELS.view), request.params.id),
  );

  api.put<P & { Body: StorePriceListSave }>(
    '/store-price-lists/:id',
    {
      onRequest,
      bodyLimit: 1024 * 1024,
      schema: {
        ...schemaOf({ params: Params, body: StorePriceListSave }),
        response: { 200: StorePriceList },
      },
    },
    async (request) =>
      savePriceList(
        db,
        actorOf(request, LEVELS.edit),
        request.params.id,
        request.body,
      ),
  );

  api.delete<P>(
    '/store-price-lists/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      await deletePriceList(
        db,
        storeOf(request, LEVELS.delete),
        request.params.id,
      );
      return {};
    },
  );

  api.get<P>(
    '/portal/customers/:id/price-list',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: CustomerPriceList },
      },
    },
    async (request) =>
      customerPriceList(
        db,
        customerScope(principalOf(request), LEVELS.view).storeId,
        request.params.id,
      ),
  );

  api.put<P & { Body: CustomerPriceListSave }>(
    '/portal/customers/:id/price-list',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: CustomerPriceListSave }),
        response: { 200: CustomerPriceList },
      },
    },
    async (request) =>
      assignPriceList(
        db,
        customerScope(principalOf(request), LEVELS.edit).storeId,
        request.params.id,
        request.body.price_list_id,
      ),
  );
}
