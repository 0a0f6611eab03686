import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CustomerEstimate,
  EstimateAnswerInput,
} from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { answerEstimate } from '../estimateAnswers';
import { customerEstimate } from '../customerEstimateRead';
import {
  customerOwnEstimate,
  estimateContactByToken,
} from '../customerEstimates';
import { notFound } from '../../../errors';
import { Id, schemaOf, TokenParams } from '../../../validation';
import { customerOf } from '../../identity';
import { estimateDownloadRoutes } from './estimateDownloads';
import { ESTIMATE_NOT_FOUND } from '../estimateAccess';

// The customer reads and answers an estimate (ADR 0026): through the estimate's link (its token is
// the key, like order tracking) or signed in (only their own estimates in their store). Both read
// the latest sent version, never the store's draft. A wrong token or another's id answers 404.

const IdParams = Type.Object({ id: Id() });
const answers = { response: { 200: CustomerEstimate } };

export async function estimateAnswerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  await estimateDownloadRoutes(app, ctx);

  const byToken = async (token: string) => {
    const row = await estimateContactByToken(db, token);
    if (!row) throw notFound(ESTIMATE_NOT_FOUND);
    return row;
  };
  const mine = async (customerId: number, storeId: number, id: number) => {
    const row = await customerOwnEstimate(db, { customerId, storeId }, id);
    if (!row) throw notFound(ESTIMATE_NOT_FOUND);
    return row;
  };

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/estimates/by-token/:token/quote',
    { schema: { ...schemaOf({ params: TokenParams }), ...answers } },
    async (request) =>
      customerEstimate(ctx, (await byToken(request.params.token)).id),
  );

  app.post<{
    Params: Static<typeof TokenParams>;
    Body: EstimateAnswerInput;
  }>(
    '/estimates/by-token/:token/answer',
    {
      schema: {
        ...schemaOf({ params: TokenParams, body: EstimateAnswerInput }),
        ...answers,
      },
    },
    async (request) => {
      const estimate = await byToken(request.params.token);
      await answerEstimate(
        ctx,
        estimate.id,
        request.body,
        `${estimate.name} (estimate link)`,
      );
      return customerEstimate(ctx, estimate.id);
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    '/customers/me/estimates/:id',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({ params: IdParams }), ...answers },
    },
    async (request) => {
      const { customerId, storeId } = customerOf(request);
      const estimate = await mine(customerId, storeId, request.params.id);
      return customerEstimate(ctx, estimate.id);
    },
  );

  app.post<{ Params: Static<typeof IdParams>; Body: EstimateAnswerInput }>(
    '/customers/me/estimates/:id/answer',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams, body: EstimateAnswerInput }),
        ...answers,
      },
    },
    async (request) => {
      const { customerId, storeId } = customerOf(request);
      const estimate = await mine(customerId, storeId, request.params.id);
      const user = principalOf(request).user;
      const name =
        `${user.first_name} ${user.last_name}`.trim() || estimate.name;
      await answerEstimate(
        ctx,
        estimate.id,
        request.body,
        `${name} (signed in)`,
      );
      return customerEstimate(ctx, estimate.id);
    },
  );
}
