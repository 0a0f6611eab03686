import { api } from 'shared/api';

/** Notification lists of the bell (spec section 9: General and Watching). */
export type NotificationType = 'general' | 'watching';

/** A notification (contracts §1). */
export interface Notification {
  id: number;
  is_read: boolean;
  is_watching: boolean;
  short_description: string;
  description: string;
  order_no: string | null;
  created_on: string;
  notification_work_order_id: number | null;
  notification_estimate_order_id: number | null;
  notification_sales_order_id: number | null;
}

/** Unread counts per list and in total. */
export interface UnreadCounts {
  general: number;
  watching: number;
  total: number;
}

export interface NotificationPage {
  count: number;
  next: string | null;
  results: Notification[];
  unread: UnreadCounts;
}

/** Spec section 9: page size 5 starting at page 1. */
export const PAGE_SIZE = 5;

const LIST = 'notifications/user';

const listQuery = (type: NotificationType, page: number) => ({
  page: String(page),
  page_size: String(PAGE_SIZE),
  type,
});

export const notificationKeys = {
  /** Matches every cached notification list, for revalidation after a change. */
  isList: (key: unknown): boolean => Array.isArray(key) && key[0] === LIST,
  list: (type: NotificationType, page = 1) =>
    [LIST, listQuery(type, page)] as const,
};

export function getNotifications(
  type: NotificationType,
  page = 1,
): Promise<NotificationPage> {
  return api.get<NotificationPage>(LIST, { query: listQuery(type, page) });
}

/** Marks every notification of the caller read. */
export function markAllNotificationsRead(): Promise<{ unread: UnreadCounts }> {
  return api.post<{ unread: UnreadCounts }>('notifications/read');
}
