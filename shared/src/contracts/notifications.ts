import { Type, type Static } from '@sinclair/typebox';
import { DateTime, EmptyBody, Nullable } from './repairParts';

export { EmptyBody };

// The bell's records and the push connection's settings, defined once: the api validates and
// answers with these schemas, the notifications remote imports their types.
//   GET  /notifications/user?page&page_size&type  -> NotificationPage
//   GET  /notifications/user?since_id&type        -> NotificationPage (reconnect recovery: after
//        that id, oldest first, at most 100; `next` continues after the last one)
//   POST /notifications/read      EmptyBody -> NotificationsRead
//   POST /notifications/:id/read  EmptyBody -> Notification (404 another user's)
//   GET  /push/config                       -> PushConfig
//   POST /push/auth  PushAuthBody           -> PushAuth (403 another user's channel)
//   development only: POST /dev/push/outage DevPushOutageBody -> DevPushOutage,
//                     POST /dev/notifications DevNotificationBody -> 201 Notification

/** Notification lists of the bell: General and Watching. */
export type NotificationType = 'general' | 'watching';

/** A notification of the signed-in user; at most one record id is set. */
export const Notification = Type.Object({
  id: Type.Integer(),
  is_read: Type.Boolean(),
  is_watching: Type.Boolean(),
  short_description: Type.String(),
  description: Type.String(),
  order_no: Nullable(Type.String()),
  created_on: DateTime(),
  notification_work_order_id: Nullable(Type.Integer()),
  notification_estimate_order_id: Nullable(Type.Integer()),
  notification_sales_order_id: Nullable(Type.Integer()),
  /** one of the vendor's own records (vendor users' bell; absent from older api answers) */
  notification_vendor_sales_order_id: Type.Optional(Nullable(Type.Integer())),
  notification_vendor_estimate_id: Type.Optional(Nullable(Type.Integer())),
});
export type Notification = Static<typeof Notification>;

/** Unread counts per list and in total. */
export const UnreadCounts = Type.Object({
  general: Type.Integer({ minimum: 0 }),
  watching: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type UnreadCounts = Static<typeof UnreadCounts>;

/** A page of a list; `next` is the query of the following page, null on the last. */
export const NotificationPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  next: Nullable(Type.String()),
  results: Type.Array(Notification),
  unread: UnreadCounts,
});
export type NotificationPage = Static<typeof NotificationPage>;

export const NotificationsRead = Type.Object({ unread: UnreadCounts });
export type NotificationsRead = Static<typeof NotificationsRead>;

/** How the browser reaches the Pusher-protocol socket; null host and port: the page's own. */
export const PushConfig = Type.Object({
  key: Type.String(),
  ws_host: Nullable(Type.String()),
  ws_port: Nullable(Type.Integer()),
  force_tls: Type.Boolean(),
  cluster: Type.String(),
  /** the caller's own private channel */
  channel: Type.String(),
});
export type PushConfig = Static<typeof PushConfig>;

/** pusher-js's private-channel authorisation request (form-encoded or JSON). */
export const PushAuthBody = Type.Object({
  socket_id: Type.String({ maxLength: 50 }),
  channel_name: Type.String({ maxLength: 200 }),
});
export type PushAuthBody = Static<typeof PushAuthBody>;

/** `<key>:<hex HMAC-SHA256 of socket_id:channel_name>` */
export const PushAuth = Type.Object({ auth: Type.String() });
export type PushAuth = Static<typeof PushAuth>;

export const DevPushOutageBody = Type.Object({
  ms: Type.Integer({ minimum: 0, maximum: 600_000 }),
});
export type DevPushOutageBody = Static<typeof DevPushOutageBody>;

export const DevPushOutage = Type.Object({
  closed: Type.Integer({ minimum: 0 }),
  until: DateTime(),
});
export type DevPushOutage = Static<typeof DevPushOutage>;

export const DevNotificationBody = Type.Object({
  user_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  short_description: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.String({ minLength: 1, maxLength: 2000 }),
  order_no: Type.Optional(
    Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
  ),
  is_watching: Type.Boolean(),
});
export type DevNotificationBody = Static<typeof DevNotificationBody>;
