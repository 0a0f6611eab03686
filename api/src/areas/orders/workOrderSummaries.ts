import type { WorkOrderSummary } from 'shared/contracts/repair';
import type { Db } from '../../db/types';
import { iso, locationOf } from '../../platform/wire';

// The work orders as the repair loop's lists and a sales order's page read them (ADR 0009): the
// summary in the contract shape of shared/contracts/repair. The whole work order is repair's.

export const SUMMARY_SELECT = `SELECT w.id, w.work_order_no, w.status, w.vendor_id, v.name AS vendor_name, w.store_id,
    s.name AS store_name, w.sales_order_id, o.order_no, o.status AS order_status, w.location_id, l.name AS location_name,
    to_char(w.due_date, 'YYYY-MM-DD') AS due_date, w.created_on, w.updated_on, w.version,
    (SELECT count(*)::int FROM work_order_lines wl WHERE wl.work_order_id = w.id) AS item_count,
    w.instructions, w.can_edit, w.work_information, w.rejection_reason,
    o.contact_first_name, o.contact_last_name
  FROM work_orders w
  JOIN vendors v ON v.id = w.vendor_id
  JOIN stores s ON s.id = w.store_id
  JOIN sales_orders o ON o.id = w.sales_order_id
  LEFT JOIN locations l ON l.id = w.location_id`;

export interface WorkOrderRow {
  id: number;
  work_order_no: string;
  status: WorkOrderSummary['status'];
  vendor_id: number;
  vendor_name: string;
  store_id: number;
  store_name: string;
  sales_order_id: number;
  order_no: string;
  order_status: WorkOrderSummary['sales_order']['status'];
  location_id: number | null;
  location_name: string | null;
  due_date: string | null;
  created_on: Date;
  updated_on: Date;
  version: number;
  item_count: number;
  instructions: string;
  can_edit: boolean;
  work_information: string;
  rejection_reason: string | null;
  contact_first_name: string;
  contact_last_name: string;
}

export const toSummary = (row: WorkOrderRow): WorkOrderSummary => ({
  id: row.id,
  work_order_no: row.work_order_no,
  status: row.status,
  vendor: { id: row.vendor_id, name: row.vendor_name },
  store: { id: row.store_id, name: row.store_name },
  sales_order: {
    id: row.sales_order_id,
    order_no: row.order_no,
    status: row.order_status,
  },
  location: locationOf(row.location_id, row.location_name),
  due_date: row.due_date,
  item_count: row.item_count,
  created_on: iso(row.created_on),
  updated_on: iso(row.updated_on),
  version: row.version,
});

/** The summaries of a sales order's work orders, oldest first. */
export async function workOrdersOfSalesOrder(
  db: Db,
  salesOrderId: number,
): Promise<WorkOrderSummary[]> {
  const rows = await db.query<WorkOrderRow>(
    `${SUMMARY_SELECT} WHERE w.sales_order_id = $1 ORDER BY w.id`,
    [salesOrderId],
  );
  return rows.map(toSummary);
}
