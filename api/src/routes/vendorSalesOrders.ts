import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SALES_ORDER_STATUSES, StatusMove } from 'shared/contracts/repair';
import {
  VENDOR_SALES_ORDER_ORDERINGS,
  VendorEvent,
  VendorImportInput,
  VendorImportResult,
  VendorNoteInput,
  VendorSalesOrder,
  VendorSalesOrderInput,
  VendorSalesOrderPage,
  vendorOrderLabel,
  type VendorSalesOrderListItem,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../context';
import { authenticate, principalOf } from '../auth/principal';
import { DateQuery, orderBy, PageQuery, pageOf, Where } from '../domain/lists';
import { formatCents, toCents } from '../domain/money';
import { customerFor, listOrderings, vendorIdOf } from '../domain/vendorSales';
import { loadVendorSalesOrder } from '../domain/vendorSalesLoad';
import {
  assertVendorRecord,
  insertRecord,
  insertVendorEvent,
  moveVendorRecord,
} from '../domain/vendorSalesRecords';
import {
  IMPORT_TEMPLATE,
  importSalesOrders,
} from '../domain/vendorSalesImport';
import { validationError } from '../errors';
import { Id, schemaOf, StringEnum } from '../validation';
import { vendorCustomerRoutes } from './vendorSalesCustomers';
import { vendorEstimateRoutes } from './vendorSalesEstimates';

// The vendor's own customers and sales orders (issue 10, ADR 0012), for the vendor's owner and staff
// (spec section 6: not owner-only); anyone else 403. Every id is the caller's vendor's or answers 404.
// The estimates are in vendorSalesEstimates.ts.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
const { page, page_size, search } = PageQuery;
const SalesOrderQuery = Type.Object({
  status: Type.Optional(StringEnum([...SALES_ORDER_STATUSES])),
  ordering: Type.Optional(
    StringEnum(VENDOR_SALES_ORDER_ORDERINGS.flatMap((c) => [c, `-${c}`])),
  ),
  search,
  ...DateQuery,
  page,
  page_size,
});

interface OrderListRow {
  id: number;
  order_no: number;
  status: VendorSalesOrderListItem['status'];
  first_name: string;
  last_name: string;
  email: string;
  item_count: number;
  total: string;
  created_on: Date;
  version: number;
}

export async function vendorSalesOrderRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: Static<typeof SalesOrderQuery> }>(
    '/vendor/sales-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: SalesOrderQuery }),
        response: { 200: VendorSalesOrderPage },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(principalOf(request));
      const query = request.query;
      const where = new Where()
        .add('r.vendor_id = $?', vendorId)
        .search(query.search, [
          "('SO-' || r.order_no)",
          "(c.first_name || ' ' || c.last_name)",
          'c.email',
        ])
        .dates('r.created_on', query.date_from, query.date_to);
      return pageOf(db, {
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        statuses: SALES_ORDER_STATUSES,
        statusColumn: 'r.status',
        from: 'vendor_sales_orders r JOIN vendor_customers c ON c.id = r.customer_id',
        where,
        select: `r.id, r.order_no, r.status, c.first_name, c.last_name, c.email, r.total::text AS total,
          r.created_on, r.version,
          (SELECT coalesce(sum(quantity), 0)::int FROM vendor_sales_order_lines l WHERE l.sales_order_id = r.id) AS item_count`,
        orderBy: orderBy(
          query.ordering,
          listOrderings('order_no'),
          '-created_on',
          'r.id',
        ),
        map: (row: OrderListRow): VendorSalesOrderListItem => ({
          id: row.id,
          order_no: vendorOrderLabel(row.order_no),
          status: row.status,
          customer_name: `${row.first_name} ${row.last_name}`.trim(),
          customer_email: row.email,
          item_count: row.item_count,
          total: formatCents(toCents(row.total)),
          created_on: new Date(row.created_on).toISOString(),
          version: row.version,
        }),
      });
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
      const id = await db.transaction(async (tx) => {
        const customerId = await customerFor(tx, vendorId, request.body);
        const record = await insertRecord(tx, 'sales_order', {
          vendorId,
          customerId,
          lines: request.body.lines,
          notes: request.body.notes,
          createdBody: 'Created in the vendor portal',
          author: principal,
        });
        return record.id;
      });
      reply.status(201);
      return loadVendorSalesOrder(db, id, vendorId);
    },
  );

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
      const result = await importSalesOrders(
        db,
        vendorIdOf(principal),
        principal,
        request.body,
      );
      reply.status(201);
      return result;
    },
  );

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
      await db.transaction((tx) =>
        moveVendorRecord(tx, 'sales_order', {
          id,
          vendorId,
          ...request.body,
          author: principal,
        }),
      );
      return loadVendorSalesOrder(db, id, vendorId);
    },
  );

  api.post<P & { Body: VendorNoteInput }>(
    '/vendor/sales-orders/:id/notes',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorNoteInput }),
        response: { 201: VendorEvent },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      await assertVendorRecord(db, 'sales_order', id, vendorId);
      const body = request.body.body.trim();
      if (body === '')
        throw validationError({ body: 'This field may not be blank.' });
      const event = await insertVendorEvent(db, 'sales_order', id, vendorId, {
        kind: 'note',
        body,
        author: principal,
      });
      reply.status(201);
      return event;
    },
  );

  await vendorCustomerRoutes(api, ctx);
  await vendorEstimateRoutes(api, ctx);
}
