import type { SalesOrderListItem, VendorStore } from 'shared/contracts/repair';
import { LEVELS, MODULES } from '../../auth/permissions';
import { isVendorRole, type Principal } from '../../auth/principal';
import { recordScope, scopeCondition } from '../../auth/scope';
import type { Db } from '../../db/types';
import { forbidden } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { orderBy, statusesOf, Where } from '../../platform/lists';
import { SUMMARY_SELECT } from './workOrderSummaries';

// The filters of the repair loop's lists, one copy for the paged lists
// (routes/repairLists.ts) and their spreadsheets (routes/downloads.ts): the store's sales orders and
// work orders (staff: only their locations) and the vendor's work orders (only of stores it is
// linked to).

/** A list's rows: FROM, the filters without the status, the status filter apart, ORDER BY. */
export interface ListQuery {
  from: string;
  where: Where;
  statusColumn: string;
  /** The statuses asked for; empty: every status. */
  status: readonly string[];
  orderBy: string;
}

/** The list's filters with its status filter too (what a download reads). */
export const filteredWhere = (query: ListQuery): Where =>
  query.where.copy().anyOf(query.statusColumn, query.status);

export const iso = (value: Date) => new Date(value).toISOString();
export const money = (value: string) => formatCents(toCents(value));
export const locationOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** The records `alias` the caller may read with the module's view grant (staff: their locations). */
function storeScoped(
  principal: Principal,
  module: (typeof MODULES)[keyof typeof MODULES],
  alias: string,
): Where {
  const scope = recordScope(principal, { module, level: LEVELS.view });
  const where = new Where();
  return where.add(scopeCondition(scope, alias, where.params));
}

/** The sales orders list's filters (GET /sales-orders), without paging. */
export interface SalesOrderFilters {
  status?: string;
  location_id?: number;
  payment_status?: string;
  search?: string;
  date_from?: string;
  date_to?: string;
  ordering?: string;
}

export const SALES_ORDER_SELECT = `o.id, o.order_no, o.status, o.payment_status, o.created_on, o.updated_on, o.location_id,
  l.name AS location_name, o.contact_first_name, o.contact_last_name, o.contact_email, o.is_guest,
  o.total::text AS total, o.version,
  (SELECT coalesce(sum(x.quantity), 0)::int FROM sales_order_lines x WHERE x.sales_order_id = o.id) AS item_count,
  (SELECT count(*)::int FROM work_orders w WHERE w.sales_order_id = o.id
     AND w.status NOT IN ('rejected', 'returned')) AS open_work_orders,
  (SELECT count(*)::int FROM charges c WHERE c.sales_order_id = o.id AND c.status = 'unpaid') AS unpaid_charges`;

/** One row of SALES_ORDER_SELECT. */
export interface SalesOrderRow {
  id: number;
  order_no: string;
  status: SalesOrderListItem['status'];
  payment_status: 'unpaid' | 'paid' | 'partially_refunded' | 'refunded';
  created_on: Date;
  updated_on: Date;
  location_id: number | null;
  location_name: string | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  is_guest: boolean;
  total: string;
  version: number;
  item_count: number;
  open_work_orders: number;
  unpaid_charges: number;
}

export const customerNameOf = (row: SalesOrderRow) =>
  `${row.contact_first_name} ${row.contact_last_name}`.trim();

export const toOrderItem = (row: SalesOrderRow): SalesOrderListItem => ({
  id: row.id,
  order_no: row.order_no,
  status: row.status,
  payment_status: row.payment_status,
  created_on: iso(row.created_on),
  updated_on: iso(row.updated_on),
  location: locationOf(row.location_id, row.location_name),
  customer_name: customerNameOf(row),
  contact_email: row.contact_email,
  is_guest: row.is_guest,
  total: money(row.total),
  item_count: row.item_count,
  open_work_orders: row.open_work_orders,
  unpaid_charges: row.unpaid_charges,
  version: row.version,
});

/** The store's sales orders matching the filters (staff: their locations). */
export function salesOrderListQuery(
  principal: Principal,
  q: SalesOrderFilters,
): ListQuery {
  const where = storeScoped(principal, MODULES.salesOrder, 'o');
  if (q.location_id) where.add('o.location_id = $?', q.location_id);
  if (q.payment_status) where.add('o.payment_status = $?', q.payment_status);
  where.search(q.search, [
    'o.order_no',
    "o.contact_first_name || ' ' || o.contact_last_name",
    'o.contact_email',
  ]);
  where.dates('o.created_on', q.date_from, q.date_to);
  return {
    from: 'sales_orders o LEFT JOIN locations l ON l.id = o.location_id',
    where,
    statusColumn: 'o.status',
    status: statusesOf(q.status),
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
  };
}

/** The work order lists' filters (GET /work-orders and GET /vendor/work-orders), without paging. */
export interface WorkOrderFilters {
  /** One status; the vendor's list: one or several, separated by commas. */
  status?: string;
  vendor_id?: number;
  store_id?: number;
  location_id?: number;
  search?: string;
  ordering?: string;
}

export const WORK_ORDER_ORDERINGS = [
  'created_on',
  'due_date',
  'work_order_no',
  'status',
];
const WORK_ORDER_FROM = `(${SUMMARY_SELECT}) w`;
const workOrderOrder = (ordering: string | undefined) =>
  orderBy(
    ordering,
    Object.fromEntries(WORK_ORDER_ORDERINGS.map((c) => [c, `w.${c}`])),
    '-created_on',
    'w.id',
  );

/** The store's work orders matching the filters (staff: their locations). */
export function storeWorkOrderListQuery(
  principal: Principal,
  q: WorkOrderFilters,
): ListQuery {
  const where = storeScoped(principal, MODULES.workOrder, 'w');
  if (q.vendor_id) where.add('w.vendor_id = $?', q.vendor_id);
  if (q.location_id) where.add('w.location_id = $?', q.location_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.vendor_name']);
  return {
    from: WORK_ORDER_FROM,
    where,
    statusColumn: 'w.status',
    status: statusesOf(q.status),
    orderBy: workOrderOrder(q.ordering),
  };
}

/** The active link of a vendor to a store, as SQL over `w` (a work order or its summary). */
export const LINKED = `EXISTS (SELECT 1 FROM store_vendors sv WHERE sv.store_id = w.store_id
  AND sv.vendor_id = w.vendor_id AND sv.is_active)`;

/** The caller's vendor id; 403 for any other role. */
export function vendorIdOf(principal: Principal): number {
  const { user } = principal;
  if (!isVendorRole(user.role_id) || user.vendor_id === null) throw forbidden();
  return user.vendor_id;
}

/** The vendor's work orders of linked stores matching the filters; 403 for other roles. */
export function vendorWorkOrderListQuery(
  principal: Principal,
  q: WorkOrderFilters,
): ListQuery {
  const where = new Where()
    .add('w.vendor_id = $?', vendorIdOf(principal))
    .add(LINKED);
  if (q.store_id) where.add('w.store_id = $?', q.store_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.store_name']);
  return {
    from: WORK_ORDER_FROM,
    where,
    statusColumn: 'w.status',
    status: q.status ? q.status.split(',') : [],
    orderBy: workOrderOrder(q.ordering),
  };
}

/** The stores the caller's vendor is actively linked to, by name; 403 for other roles. */
export function linkedStores(
  db: Db,
  principal: Principal,
): Promise<VendorStore[]> {
  return db.query(
    `SELECT s.id, s.name FROM store_vendors sv JOIN stores s ON s.id = sv.store_id
     WHERE sv.vendor_id = $1 AND sv.is_active ORDER BY lower(s.name), s.id`,
    [vendorIdOf(principal)],
  );
}
