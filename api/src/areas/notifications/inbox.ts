import type { UnreadCounts } from 'shared/contracts/notifications';
import type { Db } from '../../db/types';
import {
  insertNotifications,
  NOTIFICATION_COLUMNS,
  type NotificationEvent,
  type NotificationRow,
} from './notifications';

// A user's own notifications: the bell's lists, unread counts and read marks. A pushed
// notification goes to General when is_watching is true, otherwise to Watching; the lists agree,
// so an item sits in the same tab before and after a reload: type=general lists
// is_watching = true, type=watching is_watching = false (unread counts too).

/** The most notifications one reconnect-recovery answer (since_id) carries. */
export const SINCE_LIMIT = 100;

export type BellTab = 'general' | 'watching';

export async function unreadCounts(
  db: Db,
  userId: number,
): Promise<UnreadCounts> {
  const rows = await db.query<{ general: number; watching: number }>(
    `SELECT count(*) FILTER (WHERE is_watching)::int AS general, count(*) FILTER (WHERE NOT is_watching)::int AS watching
     FROM notifications WHERE user_id = $1 AND NOT is_read`,
    [userId],
  );
  const { general, watching } = rows[0] ?? { general: 0, watching: 0 };
  return { general, watching, total: general + watching };
}

const isWatchingOf = (tab: BellTab | undefined) =>
  tab === undefined ? null : tab === 'general';

/** The notifications after `sinceId`, oldest first, at most SINCE_LIMIT, and how many there are. */
export async function notificationsSince(
  db: Db,
  userId: number,
  tab: BellTab | undefined,
  sinceId: number,
): Promise<{ count: number; results: Array<{ id: number }> }> {
  const filter =
    'user_id = $1 AND ($2::boolean IS NULL OR is_watching = $2) AND id > $3';
  const params = [userId, isWatchingOf(tab), sinceId];
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications WHERE ${filter}`,
    params,
  );
  const results = await db.query<{ id: number }>(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${filter} ORDER BY id LIMIT ${SINCE_LIMIT}`,
    params,
  );
  return { count, results };
}

/** One page of the notifications, newest first, and how many there are. */
export async function notificationPage(
  db: Db,
  userId: number,
  tab: BellTab | undefined,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: unknown[] }> {
  const filter = 'user_id = $1 AND ($2::boolean IS NULL OR is_watching = $2)';
  const isWatching = isWatchingOf(tab);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications WHERE ${filter}`,
    [userId, isWatching],
  );
  const results = await db.query(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${filter}
     ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, isWatching, pageSize, (page - 1) * pageSize],
  );
  return { count, results };
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.query(
    'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read',
    [userId],
  );
}

/** Marks one of the user's notifications read; null when it is not theirs (or does not exist). */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
): Promise<unknown> {
  const rows = await db.query(
    `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** A notification made by hand (the development helper); null when the user does not exist. */
export async function createNotificationFor(
  db: Db,
  userId: number,
  event: Omit<NotificationEvent, 'order_no'> & { order_no?: string | null },
): Promise<NotificationRow | null> {
  const [user] = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return null;
  const [row] = await insertNotifications(db, [userId], {
    ...event,
    order_no: event.order_no ?? null,
  });
  return row ?? null;
}
