import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CustomerCommentInput,
  CustomerDetail,
  CustomerEdit,
  CustomerInput,
  CustomerPage,
  CustomerQuery,
  CustomerTagList,
  CustomerTagsEdit,
} from 'shared/contracts/customers';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { customerScope, customerTags, listCustomers } from '../storeCustomers';
import { loadCustomer } from '../storeCustomerDetail';
import {
  addCustomerComment,
  createCustomer,
  editCustomer,
  saveCustomerTags,
} from '../storeCustomersWrites';
import { Id, schemaOf } from '../../../validation';

// The store portal's customers: the store's owner and staff with the customer module;
// the routes and their answers are listed in shared/contracts/customers.ts.

const Params = Type.Object({ id: Id() });
type Params = Static<typeof Params>;

/** Registers this area's routes under /api/v1. */
export async function storeCustomerRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const scopeOf = (request: FastifyRequest, level: number) =>
    customerScope(principalOf(request), level);

  api.get<{ Querystring: CustomerQuery }>(
    '/portal/customers',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: CustomerQuery }),
        response: { 200: CustomerPage },
      },
    },
    async (request) =>
      listCustomers(db, scopeOf(request, LEVELS.view), request.query),
  );

  api.get(
    '/portal/customer-tags',
    {
      onRequest,
      schema: {
        ...schemaOf({}),
        response: { 200: CustomerTagList },
      },
    },
    async (request) => ({
      tags: await customerTags(db, scopeOf(request, LEVELS.view)),
    }),
  );

  api.post<{ Body: CustomerInput }>(
    '/portal/customers',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: CustomerInput }),
        response: { 201: CustomerDetail },
      },
    },
    async (request, reply) => {
      const customer = await createCustomer(
        db,
        scopeOf(request, LEVELS.create),
        request.body,
      );
      reply.status(201);
      return customer;
    },
  );

  api.get<{ Params: Params }>(
    '/portal/customers/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: CustomerDetail },
      },
    },
    async (request) =>
      loadCustomer(db, scopeOf(request, LEVELS.view), request.params.id),
  );

  api.put<{ Params: Params; Body: CustomerEdit }>(
    '/portal/customers/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: CustomerEdit }),
        response: { 200: CustomerDetail },
      },
    },
    async (request) =>
      editCustomer(
        db,
        scopeOf(request, LEVELS.edit),
        request.params.id,
        request.body,
      ),
  );

  api.put<{ Params: Params; Body: CustomerTagsEdit }>(
    '/portal/customers/:id/tags',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: CustomerTagsEdit }),
        response: { 200: CustomerDetail },
      },
    },
    async (request) =>
      saveCustomerTags(
        db,
        scopeOf(request, LEVELS.edit),
        request.params.id,
        request.body.tags,
        request.body.version,
      ),
  );

  api.post<{ Params: Params; Body: CustomerCommentInput }>(
    '/portal/customers/:id/comments',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: CustomerCommentInput }),
        response: { 201: CustomerDetail },
      },
    },
    async (request, reply) => {
      const customer = await addCustomerComment(
        db,
        scopeOf(request, LEVELS.edit),
        request.params.id,
        request.body.body,
      );
      reply.status(201);
      return customer;
    },
  );
}
