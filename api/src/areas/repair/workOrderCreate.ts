import type { WorkOrderInput } from 'shared/contracts/repair';
import { canSendForWork } from 'shared/workflow';
import type { AppContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { validationError } from '../../errors';
import { applyCommission } from './commissionWorkOrders';
import { authorOf, insertEvent } from '../../platform/recordEvents';
import {
  insertNotifications,
  publishChange,
  salesOrderAudience,
  vendorAudience,
} from '../notifications';
import { workOrderLabel } from '../../platform/workOrderLabel';

// Sending some lines of a sales order to a linked vendor: the vendor must work with the
// store (an active link), every line must be the order's and not out with an open work order, and
// the order must still be open. The number is the order's and a running count ('1000042-2').

export const WORK_ORDER_MESSAGES = {
  vendor: 'This vendor does not work with your store.',
  lines: 'Select lines of this order.',
  linesOut: 'A line you chose is already out with an open work order.',
  closed: 'A completed or cancelled order cannot be sent out for work.',
  duplicate: 'Select each line once.',
} as const;

/** Creates the work order (its event on the sales order, the vendor's bell); answers its id. */
export async function createWorkOrder(
  ctx: AppContext,
  salesOrderId: number,
  principal: Principal,
  input: WorkOrderInput,
): Promise<number> {
  const author = authorOf(principal);
  const lineIds = input.line_ids;
  if (new Set(lineIds).size !== lineIds.length)
    throw validationError({ line_ids: WORK_ORDER_MESSAGES.duplicate });
  const created = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.query<{
      id: number;
      store_id: number;
      location_id: number | null;
      order_no: string;
      status: string;
      tracking_token: string;
    }>(
      `SELECT id, store_id, location_id, order_no, status, tracking_token FROM sales_orders
       WHERE id = $1 FOR UPDATE`,
      [salesOrderId],
    );
    const errors: Record<string, string> = {};
    if (!canSendForWork(order!.status))
      errors.non_field_errors = WORK_ORDER_MESSAGES.closed;
    const [vendor] = await tx.query<{ name: string }>(
      `SELECT v.name FROM store_vendors sv JOIN vendors v ON v.id = sv.vendor_id
       WHERE sv.store_id = $1 AND sv.vendor_id = $2 AND sv.is_active`,
      [order!.store_id, input.vendor_id],
    );
    if (!vendor) errors.vendor_id = WORK_ORDER_MESSAGES.vendor;
    const lines = await tx.query<{ id: number; is_out: boolean }>(
      `SELECT l.id, EXISTS (SELECT 1 FROM work_order_lines wl JOIN work_orders w ON w.id = wl.work_order_id
           WHERE wl.sales_order_line_id = l.id AND w.status NOT IN ('rejected', 'returned')) AS is_out
       FROM sales_order_lines l WHERE l.sales_order_id = $1 AND l.id = ANY($2::int[])`,
      [salesOrderId, lineIds],
    );
    if (lines.length !== lineIds.length)
      errors.line_ids = WORK_ORDER_MESSAGES.lines;
    else if (lines.some((line) => line.is_out))
      errors.line_ids = WORK_ORDER_MESSAGES.linesOut;
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const [{ n }] = (await tx.query<{ n: number }>(
      'SELECT count(*)::int + 1 AS n FROM work_orders WHERE sales_order_id = $1',
      [salesOrderId],
    )) as [{ n: number }];
    const instructions = input.instructions.trim();
    const [row] = await tx.query<{ id: number; work_order_no: string }>(
      `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no, instructions, due_date, can_edit,
         created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, work_order_no`,
      [
        order!.store_id,
        salesOrderId,
        input.vendor_id,
        `${order!.order_no}-${n}`,
        instructions,
        input.due_date,
        instructions !== '',
        author.userId,
      ],
    );
    const workOrder = row!;
    // Each line keeps the vendor's price of its service for this store, as the list says now.
    for (const lineId of lineIds)
      await tx.query(
        `INSERT INTO work_order_lines (work_order_id, sales_order_line_id, vendor_price)
         SELECT $1, l.id, p.price FROM sales_order_lines l
           LEFT JOIN vendor_prices p ON p.vendor_id = $3 AND p.store_id = $4 AND p.service_id = l.service_id
         WHERE l.id = $2`,
        [workOrder.id, lineId, input.vendor_id, order!.store_id],
      );
    // The store's commission on the priced work (ADR 0017), kept as it applies now.
    await applyCommission(tx, workOrder.id);
    await insertEvent(tx, {
      storeId: order!.store_id,
      salesOrderId,
      workOrderId: workOrder.id,
      kind: 'work_order',
      body: `${workOrderLabel(workOrder.work_order_no)} sent to ${vendor!.name}`,
      author,
    });
    const vendorUsers = await vendorAudience(tx, input.vendor_id);
    const notifications = await insertNotifications(tx, vendorUsers, {
      short_description: 'New work order',
      description: `Work order ${workOrderLabel(workOrder.work_order_no)} was sent to you by ${author.name}.`,
      order_no: workOrderLabel(workOrder.work_order_no),
      work_order_id: workOrder.id,
      is_watching: true,
    });
    const storeUsers = await salesOrderAudience(
      tx,
      order!.store_id,
      order!.location_id,
    );
    return { workOrder, notifications, users: [...vendorUsers, ...storeUsers] };
  });
  await publishChange(ctx, {
    notifications: created.notifications,
    change: {
      record: 'work_order',
      id: created.workOrder.id,
      sales_order_id: salesOrderId,
      status: 'assigned',
      version: 1,
    },
    userIds: created.users,
  });
  return created.workOrder.id;
}
