import type { SalesOrderExtras } from 'shared/contracts/repair';
import type { Db } from '../../db/types';
import { recordCustomer } from '../identity';
import { loadOrder } from './orders';
import { refundSummary } from '../payments';
import { iso, locationOf } from '../../platform/wire';
import { workOrdersOfSalesOrder } from './workOrderSummaries';

// The portal's sales order: the Order of contracts/orders, its customer, and what the repair loop
// adds (SalesOrderExtras: version, location, internal notes, work orders, lines already out).

export async function salesOrderExtras(
  db: Db,
  id: number,
): Promise<SalesOrderExtras> {
  const [row] = await db.query<{
    version: number;
    location_id: number | null;
    location_name: string | null;
    internal_notes: string;
    updated_on: Date;
  }>(
    `SELECT o.version, o.location_id, l.name AS location_name, o.internal_notes, o.updated_on
     FROM sales_orders o LEFT JOIN locations l ON l.id = o.location_id WHERE o.id = $1`,
    [id],
  );
  const out = await db.query<{ id: number }>(
    `SELECT DISTINCT wl.sales_order_line_id AS id FROM work_order_lines wl
     JOIN work_orders w ON w.id = wl.work_order_id
     WHERE w.sales_order_id = $1 AND w.status NOT IN ('rejected', 'returned') ORDER BY 1`,
    [id],
  );
  return {
    version: row!.version,
    location: locationOf(row!.location_id, row!.location_name),
    internal_notes: row!.internal_notes,
    updated_on: iso(row!.updated_on),
    work_orders: await workOrdersOfSalesOrder(db, id),
    lines_out: out.map((line) => line.id),
    refund: await refundSummary(db, id),
  };
}

/** GET /sales-orders/{id}'s answer (the caller's access is checked before). */
export async function salesOrderAnswer(db: Db, id: number) {
  const order = (await loadOrder(db, id))!;
  return {
    ...order,
    customer: await recordCustomer(db, 'sales_orders', order.id),
    ...(await salesOrderExtras(db, id)),
  };
}
