import type { TrackingStep } from 'shared/contracts/repair';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { Db } from '../../db/types';
import { iso } from '../../platform/wire';

// The customer's tracking timeline: the order's creation, its payments, its own status
// moves in words with their dates, and the notes and photos the store chose to share. Never a code,
// never a work order's inner steps, never an internal note.

export const TRACKING_STEP_LABELS = {
  created: 'Order placed',
  paid: 'Paid',
  chargePaid: 'Additional payment received',
  image: 'Photo',
} as const;

interface StepRow {
  kind: TrackingStep['kind'];
  to_status: string | null;
  body: string;
  upload_name: string | null;
  charge_id: number | null;
  created_on: Date;
}

const labelOf = (row: StepRow): string => {
  switch (row.kind) {
    case 'status':
      return statusLabel(SALES_ORDER, row.to_status ?? '');
    case 'created':
      return TRACKING_STEP_LABELS.created;
    case 'payment':
      return row.charge_id === null
        ? TRACKING_STEP_LABELS.paid
        : TRACKING_STEP_LABELS.chargePaid;
    case 'image':
      return row.body || TRACKING_STEP_LABELS.image;
    default:
      return row.body;
  }
};

export async function trackingSteps(
  db: Db,
  salesOrderId: number,
): Promise<TrackingStep[]> {
  const rows = await db.query<StepRow>(
    `SELECT kind, to_status, body, upload_name, charge_id, created_on FROM record_events
     WHERE sales_order_id = $1 AND (
       (kind = 'status' AND work_order_id IS NULL) OR kind IN ('created', 'payment')
       OR (kind IN ('note', 'image') AND is_shared))
     ORDER BY created_on, id`,
    [salesOrderId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    label: labelOf(row),
    image_url:
      row.upload_name === null ? null : `/api/v1/uploads/${row.upload_name}`,
    created_on: iso(row.created_on),
  }));
}

/** An order as its tracking page reads it. */
export interface TrackedOrderRow {
  id: number;
  order_no: string;
  status: string;
  created_on: Date;
  total: string;
  customer_id: number | null;
  contact_email: string;
  tracking_token_hash: string;
  tracking_token: string | null;
  first_name: string | null;
  last_name: string | null;
  items_count: number;
}

/** One store's order by its number; undefined when the store has none. */
export async function trackedOrder(
  db: Db,
  storeId: number,
  orderNo: string,
): Promise<TrackedOrderRow | undefined> {
  const [order] = await db.query<TrackedOrderRow>(
    `SELECT o.id, o.order_no, o.status, o.created_on, o.total::text AS total, o.customer_id, o.contact_email,
       o.tracking_token_hash, o.tracking_token, c.first_name, c.last_name,
       (SELECT coalesce(sum(l.quantity), 0)::int FROM sales_order_lines l WHERE l.sales_order_id = o.id) AS items_count
     FROM sales_orders o LEFT JOIN customers c ON c.id = o.customer_id
     WHERE o.order_no = $1 AND o.store_id = $2`,
    [orderNo, storeId],
  );
  return order;
}
