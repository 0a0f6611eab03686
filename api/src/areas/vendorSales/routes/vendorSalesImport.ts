import type { FastifyInstance } from 'fastify';
import {
  VendorImportInput,
  VendorImportResult,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { schemaOf } from '../../../validation';
import { ringVendorImport } from '../vendorSalesBell';
import { IMPORT_TEMPLATE, importSalesOrders } from '../vendorSalesImport';
import { publishVendorChange } from '../vendorSalesLive';
import { loadVendorSalesOrder } from '../vendorSalesLoad';

// The vendor's bulk import of sales orders (ADR 0012): the template to fill, and the import of a
// filled file (all its orders or none). The vendor's owner and staff; anyone else 403.
// Registered by vendorSalesOrders.ts.

export async function vendorSalesImportRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get(
    '/vendor/sales-orders/import-template.csv',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({}),
        response: {
          200: {
            description: 'The import template (CSV)',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      vendorIdOf(principalOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          'attachment; filename="sales-orders-template.csv"',
        )
        .header('access-control-expose-headers', 'content-disposition')
        .send(`${IMPORT_TEMPLATE}\r\n`);
    },
  );

  api.post<{ Body: VendorImportInput }>(
    '/vendor/sales-orders/import',
    {
      onRequest: requireAuth,
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        ...schemaOf({ body: VendorImportInput }),
        response: { 201: VendorImportResult },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const result = await importSalesOrders(
        db,
        vendorId,
        principal,
        request.body,
      );
      // One change and one bell item for the whole import: open lists reload once, not per row.
      const last = result.orders[result.orders.length - 1];
      if (last)
        await publishVendorChange(
          ctx,
          vendorId,
          'vendor_sales_order',
          await loadVendorSalesOrder(db, last.id, vendorId),
          null,
          await ringVendorImport(db, vendorId, principal, result.orders.length),
        );
      reply.status(201);
      return result;
    },
  );
}
