import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  EstimateVersionList,
  QuoteInput,
  StoreEstimate,
} from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
} from '../../../auth/principal';
import { authorOf } from '../../../platform/recordEvents';
import { saveQuote } from '../estimateQuotes';
import { loadVersions } from '../../../platform/quoteReads';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { estimateAnswer } from '../estimateRecord';
import { findPermittedEstimate } from '../estimateAccess';

// The store writes an estimate's quote (ADR 0026): PUT saves the draft (sending is the status move
// to `quoted`, estimateFlow.ts), GET versions is the history of what was sent. Store roles with the
// estimates permission at the estimate's location; 404 for another store's estimate.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function estimateQuoteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.put<P & { Body: QuoteInput }>(
    '/estimates/:id/quote',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: QuoteInput }),
        response: { 200: StoreEstimate },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      // only the store's own people write a quote (the super admin reads)
      if (!isStoreRole(principal.user.role_id)) throw forbidden();
      await findPermittedEstimate(
        db,
        principal,
        request.params.id,
        LEVELS.edit,
      );
      await saveQuote(
        ctx,
        request.params.id,
        request.body,
        authorOf(principal),
      );
      return estimateAnswer(ctx, request.params.id);
    },
  );

  app.get<P>(
    '/estimates/:id/versions',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EstimateVersionList },
      },
    },
    async (request) => {
      await findPermittedEstimate(
        db,
        principalOf(request),
        request.params.id,
        LEVELS.view,
      );
      return loadVersions(db, 'store', request.params.id);
    },
  );
}
