import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EstimateConverted } from 'shared/contracts/estimateQuotes';
import { ESTIMATE_STATUSES, StatusMove } from 'shared/contracts/repair';
import {
  VENDOR_ESTIMATE_ORDERINGS,
  VendorConvertInput,
  VendorEstimate,
  VendorEstimatePage,
  VendorSalesOrderInput,
  vendorEstimateLabel,
  type VendorEstimateListItem,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { publishVendorChange } from '../vendorSalesLive';
import { mailVendorCustomer } from '../vendorSalesMail';
import { authenticate, principalOf } from '../../../auth/principal';
import { orderBy, PageQuery, pageOf, Where } from '../../../platform/lists';
import { formatCents, toCents } from '../../../platform/money';
import { listOrderings, VENDOR_SALES_MESSAGES } from '../vendorSales';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { convertEstimate } from '../vendorEstimateConvert';
import { loadVendorEstimate, loadVendorSalesOrder } from '../vendorSalesLoad';
import {
  createVendorEstimate,
  moveVendorEstimate,
  type VendorQuoteSend,
} from '../vendorSalesWrites';
import { validationError } from '../../../errors';
import { Id, schemaOf, StringEnum } from '../../../validation';

// The vendor's estimates for its own customers (ADR 0012): requested → sent → approved or
// declined → converted into one of its sales orders, shared/workflow's ESTIMATE machine with the
// vendor as the seller. Registered by vendorSalesOrders.ts.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
const { page, page_size, search } = PageQuery;
const EstimateQuery = Type.Object({
  status: Type.Optional(StringEnum([...ESTIMATE_STATUSES])),
  ordering: Type.Optional(
    StringEnum(VENDOR_ESTIMATE_ORDERINGS.flatMap((c) => [c, `-${c}`])),
  ),
  search,
  page,
  page_size,
});

interface EstimateListRow {
  id: number;
  estimate_no: number;
  status: VendorEstimateListItem['status'];
  first_name: string;
  last_name: string;
  email: string;
  total: string;
  created_on: Date;
  version: number;
}

export async function vendorEstimateRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  sendQuote: VendorQuoteSend,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: Static<typeof EstimateQuery> }>(
    '/vendor/estimates',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: EstimateQuery }),
        response: { 200: VendorEstimatePage },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(principalOf(request));
      const query = request.query;
      const where = new Where()
        .add('r.vendor_id = $?', vendorId)
        .search(query.search, [
          "('EST-' || r.estimate_no)",
          "(c.first_name || ' ' || c.last_name)",
          'c.email',
        ]);
      return pageOf(db, {
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        statuses: ESTIMATE_STATUSES,
        statusColumn: 'r.status',
        from: 'vendor_estimates r JOIN vendor_customers c ON c.id = r.customer_id',
        where,
        select: `r.id, r.estimate_no, r.status, c.first_name, c.last_name, c.email,
          r.total::text AS total, r.created_on, r.version`,
        orderBy: orderBy(
          query.ordering,
          listOrderings('estimate_no'),
          '-created_on',
          'r.id',
        ),
        map: (row: EstimateListRow): VendorEstimateListItem => ({
          id: row.id,
          estimate_no: vendorEstimateLabel(row.estimate_no),
          status: row.status,
          customer_name: `${row.first_name} ${row.last_name}`.trim(),
          customer_email: row.email,
          total: formatCents(toCents(row.total)),
          created_on: new Date(row.created_on).toISOString(),
          version: row.version,
        }),
      });
    },
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
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_estimate',
        estimate,
        null,
        notifications,
      );
      await mailVendorCustomer(ctx, vendorId, estimate);
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
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_estimate',
        estimate,
        salesOrderId,
        notifications,
      );
      // one mail: the estimate "is now an order" (not also "your order has been received")
      await mailVendorCustomer(ctx, vendorId, estimate);
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
