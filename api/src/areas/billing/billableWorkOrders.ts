import type { BillableWorkOrder } from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { iso, money } from '../../platform/wire';

/**
 * The store's work orders of the vendor whose work is done, on no open or paid invoice, oldest
 * first. Done stays billable after the store received the piece back (`returned`): what the store
 * did with the piece afterwards does not undo the vendor's work. `done_on` is when the vendor
 * marked it done, not the work order's last change.
 */
export async function billableWorkOrders(
  db: Db,
  vendorId: number,
  storeId: number,
  only?: number[],
): Promise<BillableWorkOrder[]> {
  const rows = await db.query<{
    id: number;
    work_order_no: string;
    order_no: string;
    done_on: Date;
    description: string;
    amount: string;
    unpriced: boolean;
  }>(
    `SELECT w.id, w.work_order_no, so.order_no,
       coalesce((SELECT max(e.created_on) FROM record_events e
         WHERE e.work_order_id = w.id AND e.kind = 'status' AND e.to_status = 'done'), w.updated_on) AS done_on,
       string_agg(l.service_name || CASE WHEN l.quantity > 1 THEN ' ×' || l.quantity ELSE '' END, ', '
         ORDER BY l.id) AS description,
       coalesce(sum(wl.vendor_price * l.quantity), 0)::text AS amount,
       bool_or(wl.vendor_price IS NULL) AS unpriced
     FROM work_orders w JOIN sales_orders so ON so.id = w.sales_order_id
       JOIN work_order_lines wl ON wl.work_order_id = w.id
       JOIN sales_order_lines l ON l.id = wl.sales_order_line_id
     WHERE w.vendor_id = $1 AND w.store_id = $2 AND w.status IN ('done', 'returned')
       AND NOT EXISTS (SELECT 1 FROM vendor_invoice_items it WHERE it.work_order_id = w.id AND it.billed)
       AND ($3::int[] IS NULL OR w.id = ANY($3::int[]))
     GROUP BY w.id, so.order_no ORDER BY done_on, w.id`,
    [vendorId, storeId, only ?? null],
  );
  return rows.map((r) => ({
    work_order_id: r.id,
    work_order_label: workOrderLabel(r.work_order_no),
    order_no: r.order_no,
    done_on: iso(r.done_on),
    description: r.description,
    amount: money(r.amount),
    has_unpriced_lines: r.unpriced,
  }));
}
