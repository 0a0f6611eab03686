import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { authenticate, principalOf } from '../auth/principal';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { EmptyObject, Id, schemaOf, StringEnum } from '../validation';

// type=general lists the notifications with is_watching = false, type=watching those with true.

const NOTIFICATION_COLUMNS = `id, is_read, is_watching, short_description, description, order_no, created_on,
  notification_work_order_id, notification_estimate_order_id, notification_sales_order_id`;

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  type: Type.Optional(StringEnum(['general', 'watching'])),
});
const IdParams = Type.Object({ id: Id() });

async function unreadCounts(db: Db, userId: number) {
  const rows = await db.query<{ general: number; watching: number }>(
    `SELECT count(*) FILTER (WHERE NOT is_watching)::int AS general, count(*) FILTER (WHERE is_watching)::int AS watching
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
    { onRequest: requireAuth, schema: schemaOf({ querystring: ListQuery }) },
    async (request) => {
      const userId = principalOf(request).user.id;
      const { page, page_size: pageSize, type } = request.query;
      const watching = type === undefined ? null : type === 'watching';
      const filter =
        'user_id = $1 AND ($2::boolean IS NULL OR is_watching = $2)';
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE ${filter}`,
        [userId, watching],
      );
      const results = await db.query(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${filter}
         ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
        [userId, watching, pageSize, (page - 1) * pageSize],
      );
      const hasNext = page * pageSize < count;
      const next = hasNext
        ? `?page=${page + 1}&page_size=${pageSize}${type ? `&type=${type}` : ''}`
        : null;
      return { count, next, results, unread: await unreadCounts(db, userId) };
    },
  );

  app.post(
    '/notifications/read',
    { onRequest: requireAuth, schema: schemaOf({ body: EmptyObject() }) },
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
      schema: schemaOf({ params: IdParams, body: EmptyObject() }),
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
