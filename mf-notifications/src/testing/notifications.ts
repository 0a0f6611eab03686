// Test data for the bell: notifications and list pages as the api answers them.
import type { MockCall, MockResponse } from 'shared/testing';
import type {
  Notification,
  NotificationPage,
  UnreadCounts,
} from '../features/bell/api';

export const note = (
  id: number,
  overrides: Partial<Notification> = {},
): Notification => ({
  id,
  is_read: false,
  is_watching: true,
  short_description: 'New sales order',
  description: `Sales order ${1000000 + id} was created.`,
  order_no: String(1000000 + id),
  created_on: new Date(Date.UTC(2024, 0, 1, 15, 5) + id * 60000).toISOString(),
  notification_work_order_id: null,
  notification_estimate_order_id: null,
  notification_sales_order_id: id,
  ...overrides,
});

export const counts = (general: number, watching: number): UnreadCounts => ({
  general,
  watching,
  total: general + watching,
});

export const page = (
  results: Notification[],
  unread: UnreadCounts,
  next: string | null = null,
): NotificationPage => ({ count: results.length, next, results, unread });

/** A list handler answering by the `type` query (and an empty page for unknown types). */
export const listHandler =
  (
    pages: Partial<Record<'general' | 'watching', NotificationPage>>,
    unread: UnreadCounts,
  ) =>
  (call: MockCall): MockResponse => ({
    body: pages[call.query.type as 'general' | 'watching'] ?? page([], unread),
  });
