import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MailOutbox } from 'shared/contracts/accounts';
import type { AppContext } from '../../../context';
import { isOutboxHttpOn, listOutbox } from '../../../mail';
import { devOnly } from '../../../security/devRoutes';
import { schemaOf } from '../../../validation';

// GET /dev/mail-outbox: the mails the api stored instead of sending (no SMTP_URL), for development
// and the e2e tests. Not registered in production or when SMTP is configured, and only for the
// callers security/devRoutes.ts allows (a reset link in it is a key to an account).

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export async function devMailRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  if (!isOutboxHttpOn(config)) return;
  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    '/dev/mail-outbox',
    {
      onRequest: devOnly(config),
      schema: {
        ...schemaOf({ querystring: OutboxQuery }),
        response: { 200: MailOutbox },
      },
    },
    async (request) => ({ results: await listOutbox(db, request.query) }),
  );
}
