import { Type, type Static } from '@sinclair/typebox';
import { FeedbackBody, FeedbackPage } from 'shared/contracts/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/types';
import { feedbackPage, submitFeedback } from '../feedback';
import {
  activeStoreByHost,
  activeStoreById,
  type StoreRow,
} from '../../storefront';
import { Id, schemaOf } from '../../../validation';

// GET/POST /feedback/{token}: public, the order's feedback token is the secret, and only
// on the order's own storefront.

const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
const StoreQuery = Type.Object({ store_id: Type.Optional(Id()) });
/**
 * The calling store: `store_id` when given, else the storefront's host (the shell's proxy passes it
 * as X-Forwarded-Host; the dev server keeps Host). 404 STORE.NOT_FOUND / 403 STORE.INACTIVE.
 */
async function callingStore(
  db: Db,
  request: FastifyRequest<{ Querystring: Static<typeof StoreQuery> }>,
): Promise<StoreRow> {
  const storeId = request.query.store_id;
  if (storeId !== undefined) return activeStoreById(db, storeId);
  const forwarded = request.headers['x-forwarded-host'];
  const host =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ??
    request.headers.host ??
    '';
  return activeStoreByHost(db, host);
}

export async function feedbackRoutes(
  app: FastifyInstance,
  { db }: AppContext,
): Promise<void> {
  app.get<{
    Params: Static<typeof TokenParams>;
    Querystring: Static<typeof StoreQuery>;
  }>(
    '/feedback/:token',
    {
      schema: {
        ...schemaOf({ params: TokenParams, querystring: StoreQuery }),
        response: { 200: FeedbackPage },
      },
    },
    async (request) =>
      feedbackPage(
        db,
        (await callingStore(db, request)).id,
        request.params.token,
      ),
  );

  app.post<{
    Params: Static<typeof TokenParams>;
    Querystring: Static<typeof StoreQuery>;
    Body: FeedbackBody;
  }>(
    '/feedback/:token',
    {
      schema: {
        ...schemaOf({
          params: TokenParams,
          querystring: StoreQuery,
          body: FeedbackBody,
        }),
        response: { 201: FeedbackPage },
      },
    },
    async (request, reply) => {
      const store = await callingStore(db, request);
      const page = await submitFeedback(db, store.id, request.params.token, {
        rating: request.body.rating,
        comment: (request.body.comment ?? '').trim(),
      });
      reply.status(201);
      return page;
    },
  );
}
