import type { SalesOrderListItem } from 'shared/contracts/repair';
import { LEVELS, MODULES } from '../../auth/permissions';
import type { Principal } from '../../auth/principal';
import { recordScope, scopeCondition } from '../../auth/scope';
import { orderBy, statusesOf, Where } from '../../platform/lists';
import { iso, locationOf, money } from '../../platform/wire';

// The filters of the repair loop's lists, one copy for the paged lists
// (routes/repairLists.ts) and their spreadsheets (routes/downloads.ts): the store's sales orders
// (staff: only their locations). The work orders' lists: workOrderLists.ts.

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

/** The records `alias` the caller may read with the module's view grant (staff: their locations). */
export function storeScoped(
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
