import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  SALES_ORDER_ORDERINGS,
  SALES_ORDER_STATUSES,
  SalesOrderPage,
  WORK_ORDER_STATUSES,
  WorkOrderPage,
  type SalesOrderListItem,
} from 'shared/contracts/repair';
import type { AppContext } from '../context';
import { LEVELS, MODULES } from '../auth/permissions';
import { authenticate, isVendorRole, principalOf } from '../auth/principal';
import { recordScope, scopeCondition } from '../auth/scope';
import { DateQuery, orderBy, PageQuery, pageOf, Where } from '../domain/lists';
import { formatCents, toCents } from '../domain/money';
import {
  SUMMARY_SELECT,
  toSummary,
  type WorkOrderRow,
} from '../domain/workOrders';
import { forbidden } from '../errors';
import { Id, schemaOf, StringEnum } from '../validation';

// The portal's lists of the repair loop (shared/contracts/repair): the store's sales orders, work
// orders (staff: only their locations) and the vendor's work orders (only of stores it is linked
// to). The estimates list is in estimateList.ts.

const orderingsOf = (columns: string[]) =>
  StringEnum(columns.flatMap((c) => [c, `-${c}`]));
const SalesOrderQuery = Type.Object({
  status: Type.Optional(StringEnum([...SALES_ORDER_STATUSES])),
  location_id: Type.Optional(Id()),
  payment_status: Type.Optional(StringEnum(['unpaid', 'paid'])),
  ordering: Type.Optional(StringEnum([...SALES_ORDER_ORDERINGS])),
  ...PageQuery,
  ...DateQuery,
});
const WORK_ORDER_ORDERINGS = [
  'created_on',
  'due_date',
  'work_order_no',
  'status',
];
const WorkOrderQuery = Type.Object({
  status: Type.Optional(StringEnum([...WORK_ORDER_STATUSES])),
  vendor_id: Type.Optional(Id()),
  location_id: Type.Optional(Id()),
  ordering: Type.Optional(orderingsOf(WORK_ORDER_ORDERINGS)),
  ...PageQuery,
});
const VendorWorkOrderQuery = Type.Object({
  status: Type.Optional(StringEnum([...WORK_ORDER_STATUSES])),
  store_id: Type.Optional(Id()),
  ordering: Type.Optional(orderingsOf(WORK_ORDER_ORDERINGS)),
  ...PageQuery,
});
export const iso = (value: Date) => new Date(value).toISOString();
export const money = (value: string) => formatCents(toCents(value));
export const locationOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

const ORDER_SELECT = `o.id, o.order_no, o.status, o.payment_status, o.created_on, o.updated_on, o.location_id,
  l.name AS location_name, o.contact_first_name, o.contact_last_name, o.contact_email, o.is_guest,
  o.total::text AS total, o.version,
  (SELECT coalesce(sum(x.quantity), 0)::int FROM sales_order_lines x WHERE x.sales_order_id = o.id) AS item_count,
  (SELECT count(*)::int FROM work_orders w WHERE w.sales_order_id = o.id
     AND w.status NOT IN ('rejected', 'returned')) AS open_work_orders,
  (SELECT count(*)::int FROM charges c WHERE c.sales_order_id = o.id AND c.status = 'unpaid') AS unpaid_charges`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of ORDER_SELECT
const toOrderItem = (row: any): SalesOrderListItem => ({
  id: row.id,
  order_no: row.order_no,
  status: row.status,
  payment_status: row.payment_status,
  created_on: iso(row.created_on),
  updated_on: iso(row.updated_on),
  location: locationOf(row.location_id, row.location_name),
  customer_name: `${row.contact_first_name} ${row.contact_last_name}`.trim(),
  contact_email: row.contact_email,
  is_guest: row.is_guest,
  total: money(row.total),
  item_count: row.item_count,
  open_work_orders: row.open_work_orders,
  unpaid_charges: row.unpaid_charges,
  version: row.version,
});
const WORK_ORDER_COLUMNS = {
  created_on: 'w.created_on',
  due_date: 'w.due_date',
  work_order_no: 'w.work_order_no',
  status: 'w.status',
};
const WORK_ORDER_FROM = `(${SUMMARY_SELECT}) w`;

export async function repairListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.get<{ Querystring: Static<typeof SalesOrderQuery> }>(
    '/sales-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: SalesOrderQuery }),
        response: { 200: SalesOrderPage },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = recordScope(principalOf(request), {
        module: MODULES.salesOrder,
        level: LEVELS.view,
      });
      const where = new Where();
      where.add(scopeCondition(scope, 'o', where.params));
      if (q.location_id) where.add('o.location_id = $?', q.location_id);
      if (q.payment_status)
        where.add('o.payment_status = $?', q.payment_status);
      where.search(q.search, [
        'o.order_no',
        "o.contact_first_name || ' ' || o.contact_last_name",
        'o.contact_email',
      ]);
      where.dates('o.created_on', q.date_from, q.date_to);
      return pageOf(db, {
        page: q.page,
        pageSize: q.page_size,
        status: q.status,
        statuses: SALES_ORDER_STATUSES,
        statusColumn: 'o.status',
        from: 'sales_orders o LEFT JOIN locations l ON l.id = o.location_id',
        where,
        select: ORDER_SELECT,
        orderBy: orderBy(
          q.ordering,
          {
            created_on: 'o.created_on',
            order_no: 'o.order_no',
            total: 'o.total',
            status: 'o.status',
            customer_name:
              "lower(o.contact_first_name || ' ' || o.contact_last_name)",
          },
          '-created_on',
          'o.id',
        ),
        map: toOrderItem,
      });
    },
  );

  app.get<{ Querystring: Static<typeof WorkOrderQuery> }>(
    '/work-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: WorkOrderQuery }),
        response: { 200: WorkOrderPage },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = recordScope(principalOf(request), {
        module: MODULES.workOrder,
        level: LEVELS.view,
      });
      const where = new Where();
      where.add(scopeCondition(scope, 'w', where.params));
      if (q.vendor_id) where.add('w.vendor_id = $?', q.vendor_id);
      if (q.location_id) where.add('w.location_id = $?', q.location_id);
      where.search(q.search, [
        'w.work_order_no',
        'w.order_no',
        'w.vendor_name',
      ]);
      return pageOf(db, {
        page: q.page,
        pageSize: q.page_size,
        status: q.status,
        statuses: WORK_ORDER_STATUSES,
        statusColumn: 'w.status',
        from: WORK_ORDER_FROM,
        where,
        select: 'w.*',
        orderBy: orderBy(q.ordering, WORK_ORDER_COLUMNS, '-created_on', 'w.id'),
        map: (row: WorkOrderRow) => toSummary(row),
      });
    },
  );

  app.get<{ Querystring: Static<typeof VendorWorkOrderQuery> }>(
    '/vendor/work-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorWorkOrderQuery }),
        response: { 200: WorkOrderPage },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      if (!isVendorRole(user.role_id) || user.vendor_id === null)
        throw forbidden();
      const q = request.query;
      const where = new Where().add('w.vendor_id = $?', user.vendor_id).add(
        `EXISTS (SELECT 1 FROM store_vendors sv WHERE sv.store_id = w.store_id
             AND sv.vendor_id = w.vendor_id AND sv.is_active)`,
      );
      if (q.store_id) where.add('w.store_id = $?', q.store_id);
      where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.store_name']);
      return pageOf(db, {
        page: q.page,
        pageSize: q.page_size,
        status: q.status,
        statuses: WORK_ORDER_STATUSES,
        statusColumn: 'w.status',
        from: WORK_ORDER_FROM,
        where,
        select: 'w.*',
        orderBy: orderBy(q.ordering, WORK_ORDER_COLUMNS, '-created_on', 'w.id'),
        map: (row: WorkOrderRow) => toSummary(row),
      });
    },
  );
}
