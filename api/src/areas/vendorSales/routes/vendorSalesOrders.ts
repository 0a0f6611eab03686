import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StatusMove } from 'shared/contracts/repair';
import {
  VendorSalesOrder,
  VendorSalesOrderInput,
  VendorSalesOrderPage,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { announceVendorStep } from '../vendorSalesSteps';
import { authenticate, principalOf } from '../../../auth/principal';
import { vendorIdOf } from '../../../auth/vendorCaller';
import {
  EXPORT_LIMIT,
  SALES_ORDER_EXPORT_COLUMNS,
  salesOrderExportRows,
  salesOrderPage,
  VendorSalesOrderFilterQuery,
  VendorSalesOrderQuery,
  type VendorSalesOrderFilters,
} from '../vendorSalesLists';
import { fileAnswer, ordersXlsx, sendFile } from '../../downloads';
import { loadVendorSalesOrder } from '../vendorSalesLoad';
import { createVendorOrder, moveVendorOrder } from '../vendorSalesWrites';
import { Id, schemaOf } from '../../../validation';
import { vendorCustomerRoutes } from './vendorSalesCustomers';
import { vendorSalesEditRoutes } from './vendorSalesEdits';
import { vendorEstimateRoutes } from './vendorSalesEstimates';
import { vendorSalesImportRoutes } from './vendorSalesImport';
import type { VendorQuoteSend } from '../vendorSalesWrites';

// The vendor's own customers and sales orders (ADR 0012), for the vendor's owner and staff
// (not owner-only); anyone else 403. Every id is the caller's vendor's or answers 404.
// The estimates are in vendorSalesEstimates.ts, the import of a file of orders in
// vendorSalesImport.ts.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
export async function vendorSalesOrderRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  sendQuote: VendorQuoteSend,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: Static<typeof VendorSalesOrderQuery> }>(
    '/vendor/sales-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorSalesOrderQuery }),
        response: { 200: VendorSalesOrderPage },
      },
    },
    async (request) =>
      salesOrderPage(db, vendorIdOf(principalOf(request)), request.query),
  );

  api.get<{ Querystring: VendorSalesOrderFilters }>(
    '/vendor/sales-orders/export.xlsx',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorSalesOrderFilterQuery }),
        response: fileAnswer(
          'xlsx',
          `The vendor's sales orders list (GET /vendor/sales-orders' filters), at most ${EXPORT_LIMIT} rows`,
        ),
      },
    },
    async (request, reply) => {
      const rows = await salesOrderExportRows(
        db,
        vendorIdOf(principalOf(request)),
        request.query,
      );
      const xlsx = await ordersXlsx(
        rows,
        SALES_ORDER_EXPORT_COLUMNS,
        'Sales orders',
      );
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, 'xlsx', `sales-orders-${day}.xlsx`, xlsx);
    },
  );

  api.post<{ Body: VendorSalesOrderInput }>(
    '/vendor/sales-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorSalesOrderInput }),
        response: { 201: VendorSalesOrder },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const [id, rung] = await createVendorOrder(
        db,
        vendorId,
        principal,
        request.body,
      );
      const order = await loadVendorSalesOrder(db, id, vendorId);
      await announceVendorStep(ctx, vendorId, order, rung);
      reply.status(201);
      return order;
    },
  );

  await vendorSalesImportRoutes(api, ctx);

  api.get<P>(
    '/vendor/sales-orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorSalesOrder },
      },
    },
    async (request) =>
      loadVendorSalesOrder(
        db,
        request.params.id,
        vendorIdOf(principalOf(request)),
      ),
  );

  api.post<P & { Body: StatusMove }>(
    '/vendor/sales-orders/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StatusMove }),
        response: { 200: VendorSalesOrder },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      const notifications = await moveVendorOrder(
        db,
        id,
        vendorId,
        principal,
        request.body,
      );
      const order = await loadVendorSalesOrder(db, id, vendorId);
      await announceVendorStep(ctx, vendorId, order, notifications);
      return order;
    },
  );

  await vendorCustomerRoutes(api, ctx);
  await vendorEstimateRoutes(api, ctx, sendQuote);
  await vendorSalesEditRoutes(api, ctx);
}
