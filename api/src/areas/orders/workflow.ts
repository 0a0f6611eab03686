import type { RecordChanged } from 'shared/contracts/repair';
import {
  ESTIMATE,
  findMove,
  refusal,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
  type Machine,
  type Move,
} from 'shared/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { conflict, MOVE_MESSAGES } from '../../platform/recordConflict';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import {
  estimateAudience,
  insertNotifications,
  type NotificationRow,
  publishChange,
  salesOrderAudience,
  vendorAudience,
} from '../notifications';
import { mailCustomerOfMove } from './workflowMail';
import { workOrderLabel } from '../../platform/workOrderLabel';

// Moving a record along its state machine (ADR 0009): one function for sales orders, work orders
// and estimates. It locks the record, checks the version the mover saw (stale: 409 CONFLICT) and
// the machine (illegal for this actor: 409 ILLEGAL_MOVE), writes the status, the version and the
// timeline's event in one transaction, and after commit tells the move's audience (bell + live push)
// and mails the customer where the machine says so. A push or mail failure never fails the move.

/** The store's records this module moves (the vendor's own records move in vendorSalesRecords.ts). */
export type RecordKind = Extract<
  RecordChanged['record'],
  'sales_order' | 'work_order' | 'estimate'
>;

/** Where a record sits and who it concerns, read FOR UPDATE inside the move's transaction. */
export interface LockedRecord {
  id: number;
  store_id: number;
  location_id: number | null;
  status: string;
  version: number;
  /** The sales order's number (a work order's: its sales order's), or the estimate's number. */
  number: string;
  sales_order_id: number | null;
  vendor_id: number | null;
  work_order_no: string | null;
  tracking_token: string | null;
}

const LOCK_SQL: Record<RecordKind, string> = {
  sales_order: `SELECT o.id, o.store_id, o.location_id, o.status, o.version, o.order_no AS number,
      o.id AS sales_order_id, NULL::int AS vendor_id, NULL AS work_order_no, o.tracking_token
    FROM sales_orders o WHERE o.id = $1 FOR UPDATE`,
  work_order: `SELECT w.id, w.store_id, w.location_id, w.status, w.version, o.order_no AS number,
      w.sales_order_id, w.vendor_id, w.work_order_no, NULL AS tracking_token
    FROM work_orders w JOIN sales_orders o ON o.id = w.sales_order_id WHERE w.id = $1 FOR UPDATE OF w`,
  // an estimate's public channel is named after its own link's token (ADR 0026): the customer's page
  estimate: `SELECT e.id, e.store_id, e.location_id, e.status, e.version, e.estimate_no AS number,
      NULL::int AS sales_order_id, NULL::int AS vendor_id, NULL AS work_order_no, e.token AS tracking_token
    FROM estimates e WHERE e.id = $1 FOR UPDATE`,
};
const TABLES: Record<RecordKind, string> = {
  sales_order: 'sales_orders',
  work_order: 'work_orders',
  estimate: 'estimates',
};
export const MACHINES: Record<RecordKind, Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  work_order: WORK_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};

/** Locks a record and checks the version the caller saw: 409 CONFLICT when it moved on since. */
export async function lockRecord(
  tx: Db,
  kind: RecordKind,
  id: number,
  version: number,
): Promise<LockedRecord> {
  const [record] = await tx.query<LockedRecord>(LOCK_SQL[kind], [id]);
  if (!record) throw new ApiError(404, 'NOT_FOUND', 'Not found.');
  if (record.version !== version)
    throw conflict('CONFLICT', MOVE_MESSAGES.stale, record);
  return record;
}

export interface MoveRequest {
  kind: RecordKind;
  id: number;
  to: string;
  version: number;
  reason?: string;
  author: EventAuthor;
  /**
   * More columns to set with the status, inside the transaction (an estimate's converted order,
   * a rejection's reason): called once the move is known to be allowed.
   */
  alsoSet?: (tx: Db, record: LockedRecord) => Promise<Record<string, unknown>>;
}

/** Moves that ask for a reason (the vendor's rejection). */
const NEEDS_REASON = new Set(['work_order:rejected']);

/**
 * A sales order's moves that end it with the customer (handed over, or cancelled): its work orders
 * must be over first, so no work order is left open on an ended order (ADR 0009).
 */
const NEEDS_PIECE_BACK = new Set([
  'ready',
  'shipped',
  'completed',
  'cancelled',
]);

/**
 * 409 ILLEGAL_MOVE while any work order of the order is still open (not returned to the store nor
 * rejected): the piece is at the vendor, named with each open work order's status.
 */
async function refuseWhileAtVendor(tx: Db, record: LockedRecord) {
  const open = await tx.query<{ work_order_no: string; status: string }>(
    `SELECT work_order_no, status FROM work_orders
      WHERE sales_order_id = $1 AND NOT (status = ANY($2::text[])) ORDER BY id`,
    [record.id, WORK_ORDER.final],
  );
  if (open.length === 0) return;
  const list = open
    .map(
      (wo) =>
        `${workOrderLabel(wo.work_order_no)} (${statusLabel(WORK_ORDER, wo.status)})`,
    )
    .join(', ');
  throw conflict(
    'ILLEGAL_MOVE',
    `The piece is still with the vendor: ${list}. A work order must be returned to the store or rejected first.`,
    record,
  );
}

/** Whom a record's change concerns (bell and live page), without the author's own bell. */
async function audienceOf(tx: Db, kind: RecordKind, record: LockedRecord) {
  const store =
    kind === 'estimate'
      ? await estimateAudience(tx, record.store_id, record.location_id)
      : await salesOrderAudience(tx, record.store_id, record.location_id);
  const vendor =
    record.vendor_id === null ? [] : await vendorAudience(tx, record.vendor_id);
  return { store, vendor };
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The bell's words of a move. */
function moveNotification(
  kind: RecordKind,
  record: LockedRecord,
  move: Move<string>,
  author: EventAuthor,
) {
  const machine = MACHINES[kind];
  const label = (status: string) => statusLabel(machine, status);
  const what =
    kind === 'work_order'
      ? `Work order ${workOrderLabel(record.work_order_no!)}`
      : `${capitalised(machine.name)} ${record.number}`;
  return {
    short_description: `${capitalised(machine.name)} ${label(move.to).toLowerCase()}`,
    description: `${what} moved from ${label(move.from)} to ${label(move.to)}${author.name ? ` by ${author.name}` : ''}.`,
    // A work order's bell item reads as the work order's number ('WO-1000042-1').
    order_no:
      kind === 'work_order'
        ? workOrderLabel(record.work_order_no!)
        : record.number,
    is_watching: true,
    sales_order_id: kind === 'sales_order' ? record.id : null,
    work_order_id: kind === 'work_order' ? record.id : null,
    estimate_id: kind === 'estimate' ? record.id : null,
  };
}

/** Moves a record (see the file's comment); answers its new status and version. */
export async function moveRecord(
  ctx: AppContext,
  request: MoveRequest,
): Promise<{ status: string; version: number }> {
  const { kind, author } = request;
  const machine = MACHINES[kind];
  if (!(request.to in machine.labels))
    throw validationError({ to: MOVE_MESSAGES.unknown });
  const reason = (request.reason ?? '').trim();
  const done = await ctx.db.transaction(async (tx) => {
    const record = await lockRecord(tx, kind, request.id, request.version);
    const move = findMove(machine, record.status, request.to, author.actor);
    if (!move)
      throw conflict(
        'ILLEGAL_MOVE',
        refusal(machine, record.status, request.to, author.actor)!,
        record,
      );
    if (NEEDS_REASON.has(`${kind}:${move.to}`) && reason === '')
      throw validationError({ reason: MOVE_MESSAGES.reason });
    if (kind === 'sales_order' && NEEDS_PIECE_BACK.has(move.to))
      await refuseWhileAtVendor(tx, record);
    const extra = (await request.alsoSet?.(tx, record)) ?? {};
    const keys = Object.keys(extra);
    await tx.query(
      `UPDATE ${TABLES[kind]} SET status = $2, version = version + 1, updated_on = now()
         ${keys.map((key, i) => `, ${key} = $${i + 3}`).join('')}
       WHERE id = $1`,
      [record.id, move.to, ...keys.map((key) => extra[key])],
    );
    await insertEvent(tx, {
      storeId: record.store_id,
      salesOrderId: record.sales_order_id,
      workOrderId: kind === 'work_order' ? record.id : null,
      estimateId: kind === 'estimate' ? record.id : null,
      kind: 'status',
      fromStatus: move.from,
      toStatus: move.to,
      body: reason,
      author,
    });
    const audience = await audienceOf(tx, kind, record);
    const told = [
      ...(move.notify.includes('store') ? audience.store : []),
      ...(move.notify.includes('vendor') ? audience.vendor : []),
    ].filter((userId) => userId !== author.userId);
    const notifications: NotificationRow[] = await insertNotifications(
      tx,
      told,
      moveNotification(kind, record, move, author),
    );
    return { record, move, audience, notifications };
  });
  const { record, move, audience } = done;
  const version = record.version + 1;
  await publishChange(ctx, {
    notifications: done.notifications,
    change: {
      record: kind,
      id: record.id,
      sales_order_id: record.sales_order_id,
      status: move.to,
      version,
    },
    userIds: [...audience.store, ...audience.vendor],
    trackingToken: record.tracking_token,
  });
  if (move.notify.includes('customer'))
    await mailCustomerOfMove(ctx, kind, record.id, move.to);
  return { status: move.to, version };
}
