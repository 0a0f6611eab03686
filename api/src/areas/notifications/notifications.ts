import type { AppContext } from '../../context';
import { hasPermission, LEVELS, MODULES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { storePortalUsers } from './storeAudience';
import { userChannel } from '../../push/settings';

// Creating notifications for real events. Each created row is published
// on the user's push channel right after the transaction that created it commits.

export const NOTIFICATION_COLUMNS = `id, is_read, is_watching, short_description, description, order_no, created_on,
  notification_work_order_id, notification_estimate_order_id, notification_sales_order_id,
  notification_vendor_sales_order_id, notification_vendor_estimate_id`;

export interface NotificationEvent {
  short_description: string;
  description: string;
  order_no: string | null;
  is_watching: boolean;
  sales_order_id?: number | null;
  estimate_id?: number | null;
  work_order_id?: number | null;
  /** one of the vendor's own records (the vendor's users' bell) */
  vendor_sales_order_id?: number | null;
  vendor_estimate_id?: number | null;
}

export interface NotificationRow {
  id: number;
  user_id: number;
  is_read: boolean;
  is_watching: boolean;
  short_description: string;
  description: string;
  order_no: string | null;
  created_on: Date;
  notification_work_order_id: number | null;
  notification_estimate_order_id: number | null;
  notification_sales_order_id: number | null;
  notification_vendor_sales_order_id: number | null;
  notification_vendor_estimate_id: number | null;
}

/** The record an event is about, with the permission that reads it and its location. */
interface EventRecord {
  module: number;
  locationId: number | null;
}

/** The sales order or estimate of an event and its location; null for an event about neither. */
async function eventRecord(
  db: Db,
  event: NotificationEvent,
): Promise<EventRecord | null> {
  const about = event.sales_order_id
    ? {
        table: 'sales_orders',
        id: event.sales_order_id,
        module: MODULES.salesOrder,
      }
    : event.estimate_id
      ? { table: 'estimates', id: event.estimate_id, module: MODULES.estimates }
      : null;
  if (!about) return null;
  const rows = await db.query<{ location_id: number | null }>(
    `SELECT location_id FROM ${about.table} WHERE id = $1`,
    [about.id],
  );
  return { module: about.module, locationId: rows[0]?.location_id ?? null };
}

/**
 * The store's active portal users (not the super admin) who may create sales orders in any
 * location: the users whose bell shows. With a record, only those who may also
 * view it at its location (staff of one location hear nothing of another's orders).
 */
export async function storeUsersToNotify(
  db: Db,
  storeId: number,
  record: EventRecord | null = null,
): Promise<number[]> {
  return (await storePortalUsers(db, storeId))
    .filter(
      ({ role }) =>
        hasPermission(role, MODULES.salesOrder, LEVELS.create, 'ANY') &&
        (record === null ||
          hasPermission(
            role,
            record.module,
            LEVELS.view,
            record.locationId ?? undefined,
          )),
    )
    .map((user) => user.id);
}

/**
 * Inserts one notification per user to notify for the store (for an event about a sales order or
 * estimate: those who may view it at its location), inside the caller's transaction `tx`, and
 * answers the created rows (with `user_id`) so the caller can publish them after commit.
 */
export async function createStoreNotifications(
  tx: Db,
  storeId: number,
  event: NotificationEvent,
): Promise<NotificationRow[]> {
  const userIds = await storeUsersToNotify(
    tx,
    storeId,
    await eventRecord(tx, event),
  );
  return insertNotifications(tx, userIds, event);
}

/** The contract's `Notification` JSON of a row (everything but `user_id`). */
export function notificationJson(row: NotificationRow) {
  const { user_id: _userId, ...notification } = row;
  return notification;
}

/** The push event of a new notification, on the private channel of its user. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/**
 * Delivers created notifications live: each row as `notification.created` on
 * `private-user-{user_id}`, through the `pusher` library (the embedded server, soketi or Pusher
 * Channels). Call it after the transaction that created them has committed. Never throws: a push
 * failure must not fail the order; failures are logged and the bell catches up with `since_id`.
 */
export async function publishNotifications(
  ctx: AppContext,
  rows: NotificationRow[],
): Promise<void> {
  const results = await Promise.allSettled(
    rows.map(async (row) =>
      ctx.push.trigger(
        userChannel(row.user_id),
        NOTIFICATION_CREATED_EVENT,
        notificationJson(row),
      ),
    ),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      ctx.push.log?.warn(
        { err: result.reason, notificationId: rows[index]?.id },
        'push: publishing a notification failed',
      );
  });
}

/** One notification per user (inside the caller's transaction); publish them after commit. */
export async function insertNotifications(
  tx: Db,
  userIds: number[],
  event: NotificationEvent,
): Promise<NotificationRow[]> {
  const rows: NotificationRow[] = [];
  for (const userId of new Set(userIds)) {
    const [row] = await tx.query<NotificationRow>(
      `INSERT INTO notifications (user_id, is_watching, short_description, description, order_no,
         notification_sales_order_id, notification_estimate_order_id, notification_work_order_id,
         notification_vendor_sales_order_id, notification_vendor_estimate_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING user_id, ${NOTIFICATION_COLUMNS}`,
      [
        userId,
        event.is_watching,
        event.short_description,
        event.description,
        event.order_no,
        event.sales_order_id ?? null,
        event.estimate_id ?? null,
        event.work_order_id ?? null,
        event.vendor_sales_order_id ?? null,
        event.vendor_estimate_id ?? null,
      ],
    );
    if (row) rows.push(row);
  }
  return rows;
}
