import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import {
  authenticate,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { SALES_ORDER_COLUMNS, WORK_ORDER_COLUMNS } from '../exportColumns';
import {
  fileAnswer,
  invoiceFileName,
  invoicePdf,
  isoDay,
  ordersXlsx,
  sendFile,
  type XlsxColumn,
} from '../../downloads';
import {
  salesOrderExportRows,
  storeWorkOrderExportRows,
  vendorWorkOrderExportRows,
} from '../exportRows';
import { loadOrder } from '../orders';
import { findStoreById } from '../../storefront';
import { Id, schemaOf } from '../../../validation';
import {
  SalesOrderFilterQuery,
  VendorWorkOrderFilterQuery,
  WorkOrderFilterQuery,
} from '../repairListFilters';
import { findPermittedSalesOrder } from '../salesOrderAccess';

// The repair loop's blob downloads (PDF or XLSX files): the invoice of a sales order and the order
// lists as spreadsheets with the lists' own filters. Each is scoped exactly like its record's
// own route (another store's, an unlinked vendor's or a location's not granted id: 404) and answers
// as an attachment with its file name. (A work order's envelope and QR code: repair's routes.)

const Params = Type.Object({ id: Id() });

export async function downloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const today = () => isoDay(new Date());

  app.get<{ Params: Static<typeof Params> }>(
    '/sales-orders/:id/invoice.pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('pdf', 'The invoice of a sales order'),
      },
    },
    async (request, reply) => {
      const { store_id: storeId } = await findPermittedSalesOrder(
        db,
        principalOf(request),
        request.params.id,
        { module: MODULES.salesOrder, level: LEVELS.view },
      );
      const order = (await loadOrder(db, request.params.id))!;
      const store = (await findStoreById(db, storeId))!;
      const pdf = await invoicePdf({ order, store });
      return sendFile(reply, 'pdf', invoiceFileName(order.order_no), pdf);
    },
  );

  /** A list as a spreadsheet: the list's filters, its rows through `rowsOf`, a dated file name. */
  function exportRoute<Q extends TObject, R>(
    url: string,
    query: Q,
    description: string,
    rowsOf: (principal: Principal, q: Static<Q>) => Promise<R[]>,
    sheet: { columns: XlsxColumn<R>[]; name: string; file: string },
  ) {
    app.get<{ Querystring: Static<Q> }>(
      url,
      {
        onRequest: requireAuth,
        schema: {
          ...schemaOf({ querystring: query }),
          response: fileAnswer('xlsx', `${description}, at most 10,000 rows`),
        },
      },
      async (request, reply) => {
        const rows = await rowsOf(
          principalOf(request),
          request.query as Static<Q>,
        );
        const xlsx = await ordersXlsx(rows, sheet.columns, sheet.name);
        return sendFile(reply, 'xlsx', `${sheet.file}-${today()}.xlsx`, xlsx);
      },
    );
  }

  exportRoute(
    '/sales-orders/export.xlsx',
    SalesOrderFilterQuery,
    "The sales orders list (GET /sales-orders' filters)",
    (principal, q) => salesOrderExportRows(db, principal, q),
    {
      columns: SALES_ORDER_COLUMNS,
      name: 'Sales orders',
      file: 'sales-orders',
    },
  );
  exportRoute(
    '/work-orders/export.xlsx',
    WorkOrderFilterQuery,
    "The store's work orders list (GET /work-orders' filters)",
    (principal, q) => storeWorkOrderExportRows(db, principal, q),
    { columns: WORK_ORDER_COLUMNS, name: 'Work orders', file: 'work-orders' },
  );
  exportRoute(
    '/vendor/work-orders/export.xlsx',
    VendorWorkOrderFilterQuery,
    "The vendor's work orders list (GET /vendor/work-orders' filters)",
    (principal, q) => vendorWorkOrderExportRows(db, principal, q),
    { columns: WORK_ORDER_COLUMNS, name: 'Work orders', file: 'work-orders' },
  );
}
