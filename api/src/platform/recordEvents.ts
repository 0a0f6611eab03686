import type { RecordEvent } from 'shared/contracts/repair';
import type { Actor } from 'shared/workflow';
import type { Principal } from '../auth/principal';
import { isVendorRole } from '../auth/principal';
import type { Db } from '../db/types';
import { iso } from './wire';

// A record's timeline (record_events, migration 0010): every status move, note, image, charge,
// payment and creation, with who and when. A work order's events also name its sales order, so the
// sales order's timeline shows them.

export type EventKind = RecordEvent['kind'];

/** Who wrote an event: the actor of the machine, the user and their name in words. */
export interface EventAuthor {
  actor: Actor;
  userId: number | null;
  name: string;
}

/** The author of a signed-in caller: vendor roles act as the vendor, everyone else as the store. */
export const authorOf = (principal: Principal): EventAuthor => ({
  actor: isVendorRole(principal.user.role_id) ? 'vendor' : 'store',
  userId: principal.user.id,
  name: `${principal.user.first_name} ${principal.user.last_name}`.trim(),
});

/** The customer (storefront, payment page) or the platform: no user, no name. */
export const CUSTOMER: EventAuthor = {
  actor: 'customer',
  userId: null,
  name: '',
};

/** The platform itself (a sweep such as the estimate expiry): no user, no name. */
export const PLATFORM: EventAuthor = {
  actor: 'system',
  userId: null,
  name: '',
};

export interface NewEvent {
  storeId: number;
  salesOrderId?: number | null;
  workOrderId?: number | null;
  estimateId?: number | null;
  kind: EventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  body?: string;
  uploadName?: string | null;
  imageStage?: 'before' | 'after' | null;
  chargeId?: number | null;
  isShared?: boolean;
  author: EventAuthor;
  /** When it happened (the demo's history); now by default. */
  at?: string;
}

interface EventRow {
  id: number;
  kind: EventKind;
  sales_order_id: number | null;
  work_order_id: number | null;
  estimate_id: number | null;
  work_order_no: string | null;
  from_status: string | null;
  to_status: string | null;
  body: string;
  upload_name: string | null;
  image_stage: 'before' | 'after' | null;
  charge_id: number | null;
  is_shared: boolean;
  actor: RecordEvent['actor'];
  actor_name: string;
  created_on: Date;
}

const EVENT_SELECT = `SELECT e.id, e.kind, e.sales_order_id, e.work_order_id, e.estimate_id, w.work_order_no,
    e.from_status, e.to_status, e.body, e.upload_name, e.image_stage, e.charge_id, e.is_shared, e.actor,
    e.actor_name, e.created_on
  FROM record_events e LEFT JOIN work_orders w ON w.id = e.work_order_id`;

export function toRecordEvent(row: EventRow): RecordEvent {
  return {
    id: row.id,
    kind: row.kind,
    record:
      row.estimate_id !== null && row.sales_order_id === null
        ? 'estimate'
        : row.work_order_id !== null && row.kind !== 'work_order'
          ? 'work_order'
          : 'sales_order',
    work_order:
      row.work_order_id === null
        ? null
        : { id: row.work_order_id, work_order_no: row.work_order_no ?? '' },
    from_status: row.from_status,
    to_status: row.to_status,
    body: row.body,
    image:
      row.upload_name === null || row.image_stage === null
        ? null
        : { url: `/api/v1/uploads/${row.upload_name}`, stage: row.image_stage },
    charge_id: row.charge_id,
    is_shared: row.is_shared,
    actor: row.actor,
    actor_name: row.actor_name,
    created_on: iso(row.created_on),
  };
}

/** Writes one event (inside the caller's transaction) and answers it in the contract shape. */
export async function insertEvent(
  tx: Db,
  event: NewEvent,
): Promise<RecordEvent> {
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO record_events (store_id, sales_order_id, work_order_id, estimate_id, kind, from_status, to_status,
       body, upload_name, image_stage, charge_id, is_shared, actor, actor_user_id, actor_name, created_on)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15, coalesce($16::timestamptz, now()))
     RETURNING id`,
    [
      event.storeId,
      event.salesOrderId ?? null,
      event.workOrderId ?? null,
      event.estimateId ?? null,
      event.kind,
      event.fromStatus ?? null,
      event.toStatus ?? null,
      event.body ?? '',
      event.uploadName ?? null,
      event.imageStage ?? null,
      event.chargeId ?? null,
      event.isShared ?? false,
      event.author.actor,
      event.author.userId,
      event.author.name,
      event.at ?? null,
    ],
  );
  const [row] = await tx.query<EventRow>(`${EVENT_SELECT} WHERE e.id = $1`, [
    inserted!.id,
  ]);
  return toRecordEvent(row!);
}

/** A record's timeline, oldest first (a sales order's includes its work orders' events). */
export async function loadEvents(
  db: Db,
  of:
    { salesOrderId: number } | { workOrderId: number } | { estimateId: number },
): Promise<RecordEvent[]> {
  const [column, id] =
    'salesOrderId' in of
      ? ['sales_order_id', of.salesOrderId]
      : 'workOrderId' in of
        ? ['work_order_id', of.workOrderId]
        : ['estimate_id', of.estimateId];
  const rows = await db.query<EventRow>(
    `${EVENT_SELECT} WHERE e.${column} = $1 ORDER BY e.created_on, e.id`,
    [id],
  );
  return rows.map(toRecordEvent);
}
