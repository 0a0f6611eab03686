import type { AppContext } from '../app';
import { hasPermission, LEVELS, MODULES, ROLES } from '../auth/permissions';
import type { Db } from '../db/types';

// Creating notifications for real events (spec sections 3, 4 and 6). Issue 4 publishes each created
// row on the user's push channel right after the transaction that created it commits.

export const NOTIFICATION_COLUMNS = `id, is_read, is_watching, short_description, description, order_no, created_on,
  notification_work_order_id, notification_estimate_order_id, notification_sales_order_id`;

export interface NotificationEvent {
  short_description: string;
  description: string;
  order_no: string | null;
  is_watching: boolean;
  sales_order_id?: number | null;
  estimate_id?: number | null;
  work_order_id?: number | null;
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
}

/**
 * The store's active portal users (not the super admin) who may create sales orders in any
 * location: the users whose bell shows (spec section 6).
 */
export async function storeUsersToNotify(
  db: Db,
  storeId: number,
): Promise<number[]> {
  const users = await db.query<{
    id: number;
    role_id: number;
    stores_permissions: unknown;
  }>(
    `SELECT id, role_id, stores_permissions FROM users
     WHERE kind = 'portal' AND store_id = $1 AND is_active AND role_id IN ($2, $3)`,
    [storeId, ROLES.storeStaff, ROLES.storeOwner],
  );
  return users
    .filter((user) =>
      hasPermission(
        {
          role_id: user.role_id,
          stores_permissions: user.stores_permissions as never,
        },
        MODULES.salesOrder,
        LEVELS.create,
        'ANY',
      ),
    )
    .map((user) => user.id);
}

/**
 * Inserts one notification per user to notify for the store, inside the caller's transaction
 * `tx`, and answers the created rows (with `user_id`) so the caller can publish them after commit.
 */
export async function createStoreNotifications(
  tx: Db,
  storeId: number,
  event: NotificationEvent,
): Promise<NotificationRow[]> {
  const userIds = await storeUsersToNotify(tx, storeId);
  const rows: NotificationRow[] = [];
  for (const userId of userIds) {
    const [row] = await tx.query<NotificationRow>(
      `INSERT INTO notifications (user_id, is_watching, short_description, description, order_no,
         notification_sales_order_id, notification_estimate_order_id, notification_work_order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
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
      ],
    );
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * Delivers created notifications live (issue 4 fills this in with the push publisher); call it
 * after the transaction that created them has committed. Never throws: a push failure must not
 * fail the order.
 */
export async function publishNotifications(
  _ctx: AppContext,
  _rows: NotificationRow[],
): Promise<void> {}
