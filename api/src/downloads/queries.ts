import type { WorkOrderSummary } from 'shared/contracts/repair';
import { LEVELS, MODULES } from '../auth/permissions';
import { isVendorRole, type Principal } from '../auth/principal';
import {
  isInScope,
  recordScope,
  scopeCondition,
  type RecordPlace,
} from '../auth/scope';
import type { Db } from '../db/types';
import { orderBy, Where } from '../domain/lists';
import {
  SUMMARY_SELECT,
  toSummary,
  WORK_ORDER_NOT_FOUND,
  type WorkOrderRow,
} from '../domain/workOrders';
import { forbidden, notFound, validationError } from '../errors';

// Which records a download may read, scoped exactly like the records' own routes: the store side by
// the module's grant at the record's location (auth/scope.ts), the vendor side by its own vendor id
// and an active link to the record's store. Another store's, an unlinked vendor's or a location's
// not granted id answers the same 404 as a missing one.
// TODO(10): routes/repairLists.ts and routes/workOrders.ts build the same list filters and work order
// reachability inline (not exported); once they live in a domain module, use them here. Meanwhile
// test/downloadsLists.test.ts holds each export to its list's rows.

/** The most rows one spreadsheet carries. */
export const MAX_EXPORT_ROWS = 10_000;
export const EXPORT_MESSAGES = {
  tooMany: (count: number) =>
    `The list has ${count.toLocaleString('en-US')} rows; an export holds at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')}. Narrow the filters (dates, status or location) and export again.`,
} as const;

interface WorkOrderPlace extends RecordPlace {
  vendor_id: number;
}

const placeOf = async (db: Db, id: number) =>
  (
    await db.query<WorkOrderPlace>(
      'SELECT id, store_id, location_id, vendor_id FROM work_orders WHERE id = $1',
      [id],
    )
  )[0];

/** A work order the store side may read (work-order module at its location; the super admin). */
export async function findStoreWorkOrder(
  db: Db,
  principal: Principal,
  id: number,
): Promise<WorkOrderPlace> {
  const scope = recordScope(principal, {
    module: MODULES.workOrder,
    level: LEVELS.view,
  });
  const place = await placeOf(db, id);
  if (!place || !isInScope(scope, place)) throw notFound(WORK_ORDER_NOT_FOUND);
  return place;
}

/** The active link of a vendor to a store, as SQL over `w` (a work order or its summary). */
const LINKED = `EXISTS (SELECT 1 FROM store_vendors sv WHERE sv.store_id = w.store_id
  AND sv.vendor_id = w.vendor_id AND sv.is_active)`;

/** A work order of the caller's vendor whose store it is linked to; 403 for other roles. */
export async function findVendorWorkOrder(
  db: Db,
  principal: Principal,
  id: number,
): Promise<WorkOrderPlace> {
  const vendorId = vendorIdOf(principal);
  const [place] = await db.query<WorkOrderPlace>(
    `SELECT w.id, w.store_id, w.location_id, w.vendor_id FROM work_orders w
     WHERE w.id = $1 AND w.vendor_id = $2 AND ${LINKED}`,
    [id, vendorId],
  );
  if (!place) throw notFound(WORK_ORDER_NOT_FOUND);
  return place;
}

/** A work order either side may read: the vendor's own, or the store's in its scope. */
export const findWorkOrderForEitherSide = (
  db: Db,
  principal: Principal,
  id: number,
) =>
  isVendorRole(principal.user.role_id)
    ? findVendorWorkOrder(db, principal, id)
    : findStoreWorkOrder(db, principal, id);

function vendorIdOf(principal: Principal): number {
  const { user } = principal;
  if (!isVendorRole(user.role_id) || user.vendor_id === null) throw forbidden();
  return user.vendor_id;
}

/** Counts first (400 past MAX_EXPORT_ROWS: nothing half-exported), then reads the rows. */
async function exportRows<R>(
  db: Db,
  from: string,
  where: Where,
  select: string,
  order: string,
): Promise<R[]> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} WHERE ${where.sql()}`,
    where.params,
  );
  if (n > MAX_EXPORT_ROWS)
    throw validationError({ non_field_errors: EXPORT_MESSAGES.tooMany(n) });
  return db.query<R>(
    `SELECT ${select} FROM ${from} WHERE ${where.sql()} ORDER BY ${order}`,
    where.params,
  );
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

/** One sales order as the export prints it. */
export interface SalesOrderExportRow {
  order_no: string;
  status: string;
  payment_status: 'unpaid' | 'paid';
  created_on: Date;
  updated_on: Date;
  location_name: string | null;
  customer_name: string;
  contact_email: string;
  is_guest: boolean;
  item_count: number;
  total: string;
  open_work_orders: number;
  unpaid_charges: number;
}

/** The store's sales orders matching the list's filters, in its order (staff: their locations). */
export function salesOrderExportRows(
  db: Db,
  principal: Principal,
  q: SalesOrderFilters,
): Promise<SalesOrderExportRow[]> {
  const scope = recordScope(principal, {
    module: MODULES.salesOrder,
    level: LEVELS.view,
  });
  const where = new Where();
  where.add(scopeCondition(scope, 'o', where.params));
  if (q.status) where.add('o.status = $?', q.status);
  if (q.location_id) where.add('o.location_id = $?', q.location_id);
  if (q.payment_status) where.add('o.payment_status = $?', q.payment_status);
  where.search(q.search, [
    'o.order_no',
    "o.contact_first_name || ' ' || o.contact_last_name",
    'o.contact_email',
  ]);
  where.dates('o.created_on', q.date_from, q.date_to);
  return exportRows(
    db,
    'sales_orders o LEFT JOIN locations l ON l.id = o.location_id',
    where,
    `o.order_no, o.status, o.payment_status, o.created_on, o.updated_on, l.name AS location_name,
     trim(o.contact_first_name || ' ' || o.contact_last_name) AS customer_name, o.contact_email,
     o.is_guest, o.total::text AS total,
     (SELECT coalesce(sum(x.quantity), 0)::int FROM sales_order_lines x WHERE x.sales_order_id = o.id) AS item_count,
     (SELECT count(*)::int FROM work_orders w WHERE w.sales_order_id = o.id
        AND w.status NOT IN ('rejected', 'returned')) AS open_work_orders,
     (SELECT count(*)::int FROM charges c WHERE c.sales_order_id = o.id AND c.status = 'unpaid') AS unpaid_charges`,
    orderBy(
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
  );
}

/** The work order lists' filters (GET /work-orders and GET /vendor/work-orders), without paging. */
export interface WorkOrderFilters {
  status?: string;
  vendor_id?: number;
  store_id?: number;
  location_id?: number;
  search?: string;
  ordering?: string;
}

const WORK_ORDER_FROM = `(${SUMMARY_SELECT}) w`;
const workOrderOrder = (ordering: string | undefined) =>
  orderBy(
    ordering,
    {
      created_on: 'w.created_on',
      due_date: 'w.due_date',
      work_order_no: 'w.work_order_no',
      status: 'w.status',
    },
    '-created_on',
    'w.id',
  );

/** The store's work orders matching the list's filters (staff: their locations). */
export async function storeWorkOrderExportRows(
  db: Db,
  principal: Principal,
  q: WorkOrderFilters,
): Promise<WorkOrderSummary[]> {
  const scope = recordScope(principal, {
    module: MODULES.workOrder,
    level: LEVELS.view,
  });
  const where = new Where();
  where.add(scopeCondition(scope, 'w', where.params));
  if (q.status) where.add('w.status = $?', q.status);
  if (q.vendor_id) where.add('w.vendor_id = $?', q.vendor_id);
  if (q.location_id) where.add('w.location_id = $?', q.location_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.vendor_name']);
  const rows = await exportRows<WorkOrderRow>(
    db,
    WORK_ORDER_FROM,
    where,
    'w.*',
    workOrderOrder(q.ordering),
  );
  return rows.map(toSummary);
}

/** The vendor's work orders of linked stores matching the list's filters. */
export async function vendorWorkOrderExportRows(
  db: Db,
  principal: Principal,
  q: WorkOrderFilters,
): Promise<WorkOrderSummary[]> {
  const where = new Where()
    .add('w.vendor_id = $?', vendorIdOf(principal))
    .add(LINKED);
  if (q.status) where.add('w.status = $?', q.status);
  if (q.store_id) where.add('w.store_id = $?', q.store_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.store_name']);
  const rows = await exportRows<WorkOrderRow>(
    db,
    WORK_ORDER_FROM,
    where,
    'w.*',
    workOrderOrder(q.ordering),
  );
  return rows.map(toSummary);
}
