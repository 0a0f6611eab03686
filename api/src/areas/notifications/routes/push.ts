import type { FastifyInstance } from 'fastify';
import {
  DevNotificationBody,
  DevPushOutage,
  DevPushOutageBody,
  Notification,
  PushAuth,
  PushAuthBody,
  PushConfig,
} from 'shared/contracts/notifications';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { createNotificationFor } from '../inbox';
import { liveConnection } from '../live';
import { notificationJson, publishNotifications } from '../notifications';
import { forbidden, notFound, validationError } from '../../../errors';
import {
  CHANNEL_NAME,
  channelAuth,
  SOCKET_ID,
  userChannel,
} from '../../../push/settings';
import { devOnly } from '../../../security/devRoutes';
import { schemaOf } from '../../../validation';

// Push endpoints: the client's connection settings, private-channel authorisation, and
// two development helpers (registered only with dev routes on, never in production; see security/devRoutes.ts): a push outage and a notification
// created on demand (browser reconnect tests, the push delivery benchmark).

export async function pushRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config, push } = ctx;
  const { settings } = push;
  const requireAuth = authenticate(db, config);

  app.get(
    '/push/config',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: PushConfig } },
    },
    async (request) =>
      liveConnection(ctx, userChannel(principalOf(request).user.id)),
  );

  app.post<{ Body: PushAuthBody }>(
    '/push/auth',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: PushAuthBody }),
        response: { 200: PushAuth },
      },
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (!SOCKET_ID.test(socketId))
        throw validationError(
          { socket_id: 'Invalid socket id.' },
          'socket_id: Invalid socket id.',
        );
      if (!CHANNEL_NAME.test(channel))
        throw validationError(
          { channel_name: 'Invalid channel name.' },
          'channel_name: Invalid channel name.',
        );
      if (channel !== userChannel(principalOf(request).user.id))
        throw forbidden('You may not subscribe to this channel.');
      return { auth: channelAuth(settings, socketId, channel) };
    },
  );

  if (!config.dev.routes) return;
  app.post<{ Body: DevPushOutageBody }>(
    '/dev/push/outage',
    {
      onRequest: devOnly(config),
      schema: {
        ...schemaOf({ body: DevPushOutageBody }),
        response: { 200: DevPushOutage },
      },
    },
    async (request) => {
      const closed = push.hub.outage(request.body.ms);
      return {
        closed,
        until: new Date(Date.now() + request.body.ms).toISOString(),
      };
    },
  );

  app.post<{ Body: DevNotificationBody }>(
    '/dev/notifications',
    {
      onRequest: devOnly(config),
      schema: {
        ...schemaOf({ body: DevNotificationBody }),
        response: { 201: Notification },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await createNotificationFor(db, body.user_id, {
        is_watching: body.is_watching,
        short_description: body.short_description,
        description: body.description,
        order_no: body.order_no ?? null,
      });
      if (!row) throw notFound('User not found.');
      await publishNotifications(ctx, [row]);
      return reply.status(201).send(notificationJson(row));
    },
  );
}
