import { WORK_ORDER } from 'shared/workflow';
import type { Db } from '../db/types';
import { insertEvent, type EventAuthor } from './events';
import { insertNotifications, vendorAudience, type Publication } from './live';
import { workOrderLabel } from './workOrders';

// A store may cancel a sales order while a vendor has its piece (ADR 0009): the work orders stay
// open, because the piece still has to come back, and each vendor is told to stop and return it,
// on the work order's timeline and by the bell. The vendor then rejects the job (not started) or
// marks it done, and the store confirms the piece is back, as on any other work order.

interface OpenWorkOrder {
  id: number;
  work_order_no: string;
  status: string;
  version: number;
  vendor_id: number;
}

/** The words the vendor reads on the work order and in the bell. */
export const cancelledOrderNote = (orderNo: string, workOrderNo: string) =>
  `The store cancelled order #${orderNo}. Please stop the work on ${workOrderLabel(workOrderNo)} and return the piece to the store.`;

/**
 * Inside the cancel's transaction: a note on each open work order of the order and a bell to its
 * vendor's users; answers what to publish after commit (each work order's page reloads live).
 */
export async function tellVendorsOfCancel(
  tx: Db,
  order: { id: number; store_id: number; number: string },
  author: EventAuthor,
): Promise<Publication[]> {
  const open = await tx.query<OpenWorkOrder>(
    `SELECT id, work_order_no, status, version, vendor_id FROM work_orders
      WHERE sales_order_id = $1 AND NOT (status = ANY($2::text[])) ORDER BY id`,
    [order.id, WORK_ORDER.final],
  );
  const publications: Publication[] = [];
  for (const workOrder of open) {
    const body = cancelledOrderNote(order.number, workOrder.work_order_no);
    await insertEvent(tx, {
      storeId: order.store_id,
      salesOrderId: order.id,
      workOrderId: workOrder.id,
      kind: 'note',
      body,
      author,
    });
    const vendorUsers = await vendorAudience(tx, workOrder.vendor_id);
    const notifications = await insertNotifications(tx, vendorUsers, {
      short_description: 'Order cancelled',
      description: body,
      order_no: workOrderLabel(workOrder.work_order_no),
      is_watching: true,
      work_order_id: workOrder.id,
    });
    publications.push({
      notifications,
      change: {
        record: 'work_order',
        id: workOrder.id,
        sales_order_id: order.id,
        status: workOrder.status,
        version: workOrder.version,
      },
      userIds: vendorUsers,
    });
  }
  return publications;
}
