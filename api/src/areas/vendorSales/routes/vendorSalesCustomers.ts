import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  VendorCustomer,
  VendorCustomerDetail,
  VendorCustomerEdit,
  VendorCustomerInput,
  VendorCustomerPage,
  VendorCustomerQuery,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { insertCustomer } from '../vendorSales';
import { vendorIdOf } from '../../../auth/vendorCaller';
import {
  customerPage,
  editVendorCustomer,
  loadVendorCustomer,
} from '../vendorCustomers';
import { Id, schemaOf } from '../../../validation';

// The vendor's own customers (ADR 0012), for the vendor's owner and staff: the
// customers pages and the new order page's customer picker (a page of the list); another vendor's
// customer id 404. Registered by vendorSalesOrders.ts.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function vendorCustomerRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: VendorCustomerQuery }>(
    '/vendor/customers',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorCustomerQuery }),
        response: { 200: VendorCustomerPage },
      },
    },
    async (request) =>
      customerPage(db, vendorIdOf(principalOf(request)), request.query),
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

  api.get<P>(
    '/vendor/customers/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorCustomerDetail },
      },
    },
    async (request) =>
      loadVendorCustomer(
        db,
        request.params.id,
        vendorIdOf(principalOf(request)),
      ),
  );

  api.put<P & { Body: VendorCustomerEdit }>(
    '/vendor/customers/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorCustomerEdit }),
        response: { 200: VendorCustomerDetail },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(principalOf(request));
      await editVendorCustomer(db, request.params.id, vendorId, request.body);
      return loadVendorCustomer(db, request.params.id, vendorId);
    },
  );
}
