import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EstimateConverted } from 'shared/contracts/estimateQuotes';
import { StatusMove } from 'shared/contracts/repair';
import {
  VendorConvertInput,
  VendorEstimate,
  VendorEstimatePage,
  VendorSalesOrderInput,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { publishVendorChange } from '../vendorSalesLive';
import { announceVendorStep } from '../vendorSalesSteps';
import { authenticate, principalOf } from '../../../auth/principal';
import { VENDOR_SALES_MESSAGES } from '../vendorSales';
import { VendorEstimateQuery, vendorEstimatePage } from '../vendorEstimateList';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { convertEstimate } from '../vendorEstimateConvert';
import { loadVendorEstimate, loadVendorSalesOrder } from '../vendorSalesLoad';
import {
  createVendorEstimate,
  moveVendorEstimate,
  type VendorQuoteSend,
} from '../vendorSalesWrites';
import { validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// The vendor's estimates for its own customers (ADR 0012): requested → sent → approved or
// declined → converted into one of its sales orders, shared/workflow's ESTIMATE machine with the
// vendor as the seller. Registered by vendorSalesOrders.ts.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
export async function vendorEstimateRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  sendQuote: VendorQuoteSend,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: Static<typeof VendorEstimateQuery> }>(
    '/vendor/estimates',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorEstimateQuery }),
        response: { 200: VendorEstimatePage },
      },
    },
    async (request) =>
      vendorEstimatePage(db, vendorIdOf(principalOf(request)), request.query),
  );

  api.post<{ Body: VendorSalesOrderInput }>(
    '/vendor/estimates',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorSalesOrderInput }),
        response: { 201: VendorEstimate },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const id = await createVendorEstimate(
        db,
        vendorId,
        principal,
        request.body,
      );
      const estimate = await loadVendorEstimate(db, id, vendorId);
      await publishVendorChange(ctx, vendorId, 'vendor_estimate', estimate);
      reply.status(201);
      return estimate;
    },
  );

  api.get<P>(
    '/vendor/estimates/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorEstimate },
      },
    },
    async (request) =>
      loadVendorEstimate(
        db,
        request.params.id,
        vendorIdOf(principalOf(request)),
      ),
  );

  api.post<P & { Body: StatusMove }>(
    '/vendor/estimates/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StatusMove }),
        response: { 200: VendorEstimate },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      // converting makes an order too: only the convert route does it
      if (request.body.to === 'converted')
        throw validationError({ to: VENDOR_SALES_MESSAGES.convertWithConvert });
      const notifications = await moveVendorEstimate(
        db,
        id,
        vendorId,
        principal,
        request.body,
        sendQuote,
      );
      const estimate = await loadVendorEstimate(db, id, vendorId);
      await announceVendorStep(ctx, vendorId, estimate, notifications);
      return estimate;
    },
  );

  api.post<P & { Body: VendorConvertInput }>(
    '/vendor/estimates/:id/convert',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorConvertInput }),
        response: { 201: EstimateConverted },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { salesOrderId, notifications } = await convertEstimate(db, {
        id: request.params.id,
        vendorId,
        version: request.body.version,
        author: principal,
      });
      const estimate = await loadVendorEstimate(
        db,
        request.params.id,
        vendorId,
      );
      // one mail: the estimate "is now an order" (not also "your order has been received")
      await announceVendorStep(
        ctx,
        vendorId,
        estimate,
        notifications,
        salesOrderId,
      );
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_sales_order',
        await loadVendorSalesOrder(db, salesOrderId, vendorId),
      );
      reply.status(201);
      return { sales_order_id: salesOrderId };
    },
  );
}
