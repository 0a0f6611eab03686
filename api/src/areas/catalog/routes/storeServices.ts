import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance } from 'fastify';
import {
  StoreServiceCategory,
  StoreServiceCategoryInput,
  StoreServiceCategoryList,
  StoreServiceEdit,
  StoreServiceListItem,
  StoreServicePage,
  StoreServiceQuery,
} from 'shared/contracts/storeServices';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { editService, servicePage, serviceStoreOf } from '../storeServices';
import {
  addCategory,
  listCategories,
  loadCategory,
  removeCategory,
  renameCategory,
} from '../serviceCategories';
import { Id, schemaOf } from '../../../validation';

// The store portal's services page: the routes of shared/contracts/storeServices.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function storeServiceRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const storeOf = (request: Parameters<typeof principalOf>[0], level: number) =>
    serviceStoreOf(principalOf(request), level);

  api.get<{ Querystring: StoreServiceQuery }>(
    '/store-services',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: StoreServiceQuery }),
        response: { 200: StoreServicePage },
      },
    },
    async (request) =>
      servicePage(db, storeOf(request, LEVELS.view), request.query),
  );

  api.patch<P & { Body: StoreServiceEdit }>(
    '/store-services/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StoreServiceEdit }),
        response: { 200: StoreServiceListItem },
      },
    },
    async (request) =>
      editService(
        db,
        request.params.id,
        storeOf(request, LEVELS.edit),
        request.body,
      ),
  );

  api.get(
    '/store-service-categories',
    {
      onRequest: requireAuth,
      schema: { response: { 200: StoreServiceCategoryList } },
    },
    async (request) => listCategories(db, storeOf(request, LEVELS.view)),
  );

  api.post<{ Body: StoreServiceCategoryInput }>(
    '/store-service-categories',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: StoreServiceCategoryInput }),
        response: { 201: StoreServiceCategory },
      },
    },
    async (request, reply) => {
      const category = await addCategory(
        db,
        storeOf(request, LEVELS.create),
        request.body.name,
      );
      reply.status(201);
      return category;
    },
  );

  api.get<P>(
    '/store-service-categories/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: StoreServiceCategory },
      },
    },
    async (request) =>
      loadCategory(db, request.params.id, storeOf(request, LEVELS.view)),
  );

  api.put<P & { Body: StoreServiceCategoryInput }>(
    '/store-service-categories/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StoreServiceCategoryInput }),
        response: { 200: StoreServiceCategory },
      },
    },
    async (request) =>
      renameCategory(
        db,
        request.params.id,
        storeOf(request, LEVELS.edit),
        request.body.name,
      ),
  );

  api.delete<P>(
    '/store-service-categories/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      await removeCategory(
        db,
        request.params.id,
        storeOf(request, LEVELS.edit),
      );
      return {};
    },
  );
}
