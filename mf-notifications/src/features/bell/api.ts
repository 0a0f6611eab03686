import { api, type Query } from 'shared/api';
import type {
  Notification,
  NotificationPage,
  NotificationType,
  PushConfig,
  UnreadCounts,
} from 'shared/contracts/notifications';

export type {
  Notification,
  NotificationPage,
  NotificationType,
  PushConfig,
  UnreadCounts,
} from 'shared/contracts/notifications';

/** The reconnect recovery answer: the caller's notifications after `since_id`, oldest first. */
export interface SinceAnswer {
  results: Notification[];
  unread?: UnreadCounts;
  /** set when more remain (the api answers at most 100 at a time) */
  next?: string | null;
}

/** Page size 5 starting at page 1. */
export const PAGE_SIZE = 5;

const LIST = 'notifications/user';

/** The query of page 1 of a list. */
export const firstPageQuery = (type: NotificationType): Query => ({
  page: '1',
  page_size: String(PAGE_SIZE),
  type,
});

/** The query of a `next` link ('?page=2&page_size=5&type=general'). */
export function queryOfNext(next: string): Query {
  const search = next.includes('?') ? next.slice(next.indexOf('?') + 1) : next;
  return Object.fromEntries(new URLSearchParams(search).entries());
}

export function getNotificationPage(query: Query): Promise<NotificationPage> {
  return api.get<NotificationPage>(LIST, { query });
}

/** Notifications created after `sinceId` (reconnect recovery); accepts a list or a page answer. */
export async function getNotificationsSince(
  sinceId: number,
): Promise<SinceAnswer> {
  const answer = await api.get<Notification[] | SinceAnswer>(LIST, {
    query: { since_id: String(sinceId) },
  });
  return Array.isArray(answer) ? { results: answer } : answer;
}

/** Marks one notification of the caller read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return api.post<Notification>(`notifications/${id}/read`, {});
}

/** Marks every notification of the caller read. */
export function markAllNotificationsRead(): Promise<{ unread: UnreadCounts }> {
  return api.post<{ unread: UnreadCounts }>('notifications/read', {});
}

export const pushKeys = {
  config: (userId: number) =>
    ['push/config', { user: String(userId) }] as const,
};

export function getPushConfig(): Promise<PushConfig> {
  return api.get<PushConfig>('push/config');
}

/** Signs a private channel subscription (POST /push/auth) with the current access token. */
export function authorizeChannel(
  socketId: string,
  channelName: string,
): Promise<{ auth: string }> {
  return api.post<{ auth: string }>('push/auth', {
    socket_id: socketId,
    channel_name: channelName,
  });
}
