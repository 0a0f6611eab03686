import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  VendorCustomer,
  VendorCustomerInput,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../context';
import { authenticate, principalOf } from '../auth/principal';
import { PageQuery } from '../domain/lists';
import {
  insertCustomer,
  listCustomers,
  vendorIdOf,
} from '../domain/vendorSales';
import { schemaOf } from '../validation';

// The vendor's own customers (issue 10, ADR 0012): the new order page's customer picker and its
// "new customer" form. Registered by vendorSalesOrders.ts.

const CustomerQuery = Type.Object({ search: PageQuery.search });

export async function vendorCustomerRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: Static<typeof CustomerQuery> }>(
    '/vendor/customers',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: CustomerQuery }),
        response: { 200: Type.Array(VendorCustomer) },
      },
    },
    async (request) =>
      listCustomers(db, vendorIdOf(principalOf(request)), request.query.search),
  );

  api.post<{ Body: VendorCustomerInput }>(
    '/vendor/customers',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorCustomerInput }),
        response: { 201: VendorCustomer },
      },
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(principalOf(request));
      const customer = await insertCustomer(db, vendorId, request.body);
      reply.status(201);
      return customer;
    },
  );
}
