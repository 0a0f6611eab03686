import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { notFound } from '../errors';
import { isOutboxHttpOn, listOutbox } from '../mail';
import { schemaOf } from '../validation';

// GET /dev/mail-outbox: the mails the api stored instead of sending (no SMTP_URL), for development
// and the e2e tests. Off (404) in production and whenever SMTP is configured.

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export async function devMailRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    '/dev/mail-outbox',
    { schema: schemaOf({ querystring: OutboxQuery }) },
    async (request) => {
      if (!isOutboxHttpOn(config))
        throw notFound(`No route for GET /api/v1/dev/mail-outbox.`);
      return { results: await listOutbox(db, request.query) };
    },
  );
}
