import type { Db } from '../../db/types';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import { lockRecord } from '../orders';

// A work order's own fields edited (instructions, work information, due date), and the vendor's
// scan of a job envelope.

/**
 * Saves the fields in `set` on the work order at `version` (a stale version is refused by
 * lockRecord) and records the edit on its timeline.
 */
export function saveWorkOrderFields(
  db: Db,
  id: number,
  version: number,
  set: Record<string, unknown>,
  author: EventAuthor,
) {
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, 'work_order', id, version);
    const keys = Object.keys(set);
    await tx.query(
      `UPDATE work_orders SET version = version + 1, updated_on = now()
         ${keys.map((key, i) => `, ${key} = $${i + 2}`).join('')}
       WHERE id = $1`,
      [id, ...keys.map((key) => set[key])],
    );
    const changed = keys
      .filter((key) => key !== 'can_edit')
      .map((key) => key.replace('_', ' '));
    await insertEvent(tx, {
      storeId: record.store_id,
      salesOrderId: record.sales_order_id,
      workOrderId: id,
      kind: 'edit',
      body: changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'Saved',
      author,
    });
  });
}

/**
 * The vendor's job of an envelope (store, vendor, order number): the open one, else the last one
 * the store already received back (so the vendor learns when, instead of reading that the job is
 * not theirs). Undefined when there is none, or the store no longer works with the vendor.
 */
export async function scannedJob(
  db: Db,
  storeId: number,
  vendorId: number,
  orderNo: string,
) {
  const [row] = await db.query<{
    id: number;
    status: string;
    returned_on: Date;
  }>(
    `SELECT w.id, w.status,
       (SELECT max(e.created_on) FROM record_events e WHERE e.work_order_id = w.id
          AND e.kind = 'status' AND e.to_status = 'returned') AS returned_on
     FROM work_orders w JOIN sales_orders o ON o.id = w.sales_order_id
     JOIN store_vendors sv ON sv.store_id = w.store_id AND sv.vendor_id = w.vendor_id AND sv.is_active
     WHERE w.store_id = $1 AND w.vendor_id = $2 AND o.order_no = $3
       AND w.status <> 'rejected'
     ORDER BY w.status = 'returned', w.created_on DESC, w.id DESC LIMIT 1`,
    [storeId, vendorId, orderNo],
  );
  return row;
}
