import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  EmptyBody,
  Notification,
  NotificationPage,
  NotificationsRead,
} from 'shared/contracts/notifications';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import type { Db } from '../../../db/types';
import { NOTIFICATION_COLUMNS } from '../notifications';
import { notFound } from '../../../errors';
import { Id, schemaOf, StringEnum } from '../../../validation';

// A pushed notification goes to General when is_watching is true, otherwise to
// Watching; the lists agree, so an item sits in the same tab before and after a reload:
// type=general lists is_watching = true, type=watching is_watching = false (unread counts too).
// since_id (reconnect recovery): the notifications with a greater id, oldest first, at most
// SINCE_LIMIT; `next` then continues after the last one.

const SINCE_LIMIT = 100;

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  type: Type.Optional(StringEnum(['general', 'watching'])),
  since_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
const IdParams = Type.Object({ id: Id() });

async function unreadCounts(db: Db, userId: number) {
  const rows = await db.query<{ general: number; watching: number }>(
    `SELECT count(*) FILTER (WHERE is_watching)::int AS general, count(*) FILTER (WHERE NOT is_watching)::int AS watching
     FROM notifications WHERE user_id = $1 AND NOT is_read`,
    [userId],
  );
  const { general, watching } = rows[0] ?? { general: 0, watching: 0 };
  return { general, watching, total: general + watching };
}

export async function notificationRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/notifications/user',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: ListQuery }),
        response: { 200: NotificationPage },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const { page, page_size: pageSize, type } = request.query;
      const isWatching = type === undefined ? null : type === 'general';
      const typeQuery = type ? `&type=${type}` : '';
      if (request.query.since_id !== undefined) {
        const filter =
          'user_id = $1 AND ($2::boolean IS NULL OR is_watching = $2) AND id > $3';
        const params = [userId, isWatching, request.query.since_id];
        const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM notifications WHERE ${filter}`,
          params,
        );
        const results = await db.query<{ id: number }>(
          `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${filter} ORDER BY id LIMIT ${SINCE_LIMIT}`,
          params,
        );
        const last = results[results.length - 1];
        const next =
          count > results.length && last
            ? `?since_id=${last.id}${typeQuery}`
            : null;
        return { count, next, results, unread: await unreadCounts(db, userId) };
      }
      const filter =
        'user_id = $1 AND ($2::boolean IS NULL OR is_watching = $2)';
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE ${filter}`,
        [userId, isWatching],
      );
      const results = await db.query(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${filter}
         ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
        [userId, isWatching, pageSize, (page - 1) * pageSize],
      );
      const hasNext = page * pageSize < count;
      const next = hasNext
        ? `?page=${page + 1}&page_size=${pageSize}${typeQuery}`
        : null;
      return { count, next, results, unread: await unreadCounts(db, userId) };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: EmptyBody }),
        response: { 200: NotificationsRead },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      await db.query(
        'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read',
        [userId],
      );
      return { unread: await unreadCounts(db, userId) };
    },
  );

  app.post<{ Params: Static<typeof IdParams> }>(
    '/notifications/:id/read',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams, body: EmptyBody }),
        response: { 200: Notification },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const rows = await db.query(
        `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
        [request.params.id, userId],
      );
      if (!rows[0]) throw notFound('Notification not found.');
      return rows[0];
    },
  );
}
