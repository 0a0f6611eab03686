import type { WorkOrderSummary } from 'shared/contracts/repair';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import {
  customerNameOf,
  filteredWhere,
  SALES_ORDER_SELECT,
  salesOrderListQuery,
  type ListQuery,
  type SalesOrderFilters,
  type SalesOrderRow,
} from './repairLists';
import {
  storeWorkOrderListQuery,
  vendorWorkOrderListQuery,
  type WorkOrderFilters,
} from './workOrderLists';
import { toSummary, type WorkOrderRow } from './workOrderSummaries';
import { validationError } from '../../errors';

// The rows a spreadsheet reads: the lists' own filters and scope (areas/orders/repairLists.ts: the store
// side by the module's grant at the record's location, the vendor side by its own vendor id and an
// active link to the record's store), without paging and at most MAX_EXPORT_ROWS.

/** The most rows one spreadsheet carries. */
export const MAX_EXPORT_ROWS = 10_000;
export const EXPORT_MESSAGES = {
  tooMany: (count: number) =>
    `The list has ${count.toLocaleString('en-US')} rows; an export holds at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')}. Narrow the filters (dates, status or location) and export again.`,
} as const;

/** Counts first (400 past MAX_EXPORT_ROWS: nothing half-exported), then reads the rows. */
async function exportRows<R>(
  db: Db,
  query: ListQuery,
  select: string,
): Promise<R[]> {
  const where = filteredWhere(query);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${query.from} WHERE ${where.sql()}`,
    where.params,
  );
  if (n > MAX_EXPORT_ROWS)
    throw validationError({ non_field_errors: EXPORT_MESSAGES.tooMany(n) });
  return db.query<R>(
    `SELECT ${select} FROM ${query.from} WHERE ${where.sql()} ORDER BY ${query.orderBy}`,
    where.params,
  );
}

/** One sales order as the export prints it. */
export interface SalesOrderExportRow extends SalesOrderRow {
  customer_name: string;
}

/** The store's sales orders matching the list's filters, in its order (staff: their locations). */
export async function salesOrderExportRows(
  db: Db,
  principal: Principal,
  q: SalesOrderFilters,
): Promise<SalesOrderExportRow[]> {
  const rows = await exportRows<SalesOrderRow>(
    db,
    salesOrderListQuery(principal, q),
    SALES_ORDER_SELECT,
  );
  return rows.map((row) => ({ ...row, customer_name: customerNameOf(row) }));
}

/** The store's work orders matching the list's filters (staff: their locations). */
export async function storeWorkOrderExportRows(
  db: Db,
  principal: Principal,
  q: WorkOrderFilters,
): Promise<WorkOrderSummary[]> {
  const query = storeWorkOrderListQuery(principal, q);
  const rows = await exportRows<WorkOrderRow>(db, query, 'w.*');
  return rows.map(toSummary);
}

/** The vendor's work orders of linked stores matching the list's filters. */
export async function vendorWorkOrderExportRows(
  db: Db,
  principal: Principal,
  q: WorkOrderFilters,
): Promise<WorkOrderSummary[]> {
  const query = vendorWorkOrderListQuery(principal, q);
  const rows = await exportRows<WorkOrderRow>(db, query, 'w.*');
  return rows.map(toSummary);
}
