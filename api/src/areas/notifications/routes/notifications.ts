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
import {
  markAllRead,
  markRead,
  notificationPage,
  notificationsSince,
  unreadCounts,
} from '../inbox';
import { notFound } from '../../../errors';
import { Id, schemaOf, StringEnum } from '../../../validation';

// since_id (reconnect recovery): the notifications with a greater id, oldest first, at most
// SINCE_LIMIT; `next` then continues after the last one.

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  type: Type.Optional(StringEnum(['general', 'watching'])),
  since_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
const IdParams = Type.Object({ id: Id() });

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
      const typeQuery = type ? `&type=${type}` : '';
      if (request.query.since_id !== undefined) {
        const { count, results } = await notificationsSince(
          db,
          userId,
          type,
          request.query.since_id,
        );
        const last = results[results.length - 1];
        const next =
          count > results.length && last
            ? `?since_id=${last.id}${typeQuery}`
            : null;
        return { count, next, results, unread: await unreadCounts(db, userId) };
      }
      const { count, results } = await notificationPage(
        db,
        userId,
        type,
        page,
        pageSize,
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
      await markAllRead(db, userId);
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
      const row = await markRead(db, userId, request.params.id);
      if (!row) throw notFound('Notification not found.');
      return row;
    },
  );
}
