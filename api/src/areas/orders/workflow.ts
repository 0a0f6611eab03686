import { findMove, refusal, statusLabel, WORK_ORDER } from 'shared/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  lockRecord,
  MACHINES,
  TABLES,
  type LockedRecord,
  type RecordKind,
} from './recordLocks';
import { conflict, MOVE_MESSAGES } from '../../platform/recordConflict';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import {
  insertNotifications,
  type NotificationRow,
  publishChange,
} from '../notifications';
import { audienceOf, moveNotification } from './moveNotices';
import { mailCustomerOfMove } from './workflowMail';
import { workOrderLabel } from '../../platform/workOrderLabel';

// Moving a record along its state machine (ADR 0009): one function for sales orders, work orders
// and estimates. It locks the record, checks the version the mover saw (stale: 409 CONFLICT) and
// the machine (illegal for this actor: 409 ILLEGAL_MOVE), writes the status, the version and the
// timeline's event in one transaction, and after commit tells the move's audience (bell + live push)
// and mails the customer where the machine says so. A push or mail failure never fails the move.

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
