import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CreateEstimateBody, EstimatePlaced } from 'shared/contracts/checkout';
import { Estimate } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import { resolveBuyer } from '../../checkout';
import { ESTIMATE_NOT_FOUND } from '../estimateAccess';
import { asRequested } from '../estimateRequest';
import { estimateIdByToken } from '../customerEstimates';
import { loadEstimate, placeEstimate } from '../estimates';
import { publishNotifications } from '../../notifications';
import { activeStoreById } from '../../storefront';
import { notFound } from '../../../errors';
import { keepRecordLanguage, requestLanguage } from '../../../mail/language';
import { schemaOf, TokenParams } from '../../../validation';

// The storefront's estimate request (checkout's cart and buyer, an estimate instead of an order)
// and the customer's bearer-link read of it.

export async function estimatePlaceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const optionalAuth = optionalAuthenticate(db, config);

  app.post<{ Body: CreateEstimateBody }>(
    '/estimates',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ body: CreateEstimateBody }),
        response: { 200: EstimatePlaced, 201: EstimatePlaced },
      },
    },
    async (request, reply) => {
      const store = await activeStoreById(db, request.body.store_id);
      const buyer = await resolveBuyer(
        db,
        request.principal,
        store,
        request.body,
        false,
      );
      const placed = await placeEstimate(db, store.id, buyer, request.body);
      if (placed.created) {
        // kept for the mails sent later about the estimate (its quote, its expiry, its order)
        await keepRecordLanguage(
          db,
          'estimates',
          placed.estimateId,
          requestLanguage(request),
        );
        await publishNotifications(ctx, placed.notifications);
      }
      reply.status(placed.created ? 201 : 200);
      return { estimate: await loadEstimate(db, placed.estimateId) };
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/estimates/by-token/:token',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: { 200: Estimate },
      },
    },
    async (request) => {
      const id = await estimateIdByToken(db, request.params.token);
      const estimate = id === null ? null : await loadEstimate(db, id);
      if (!estimate) throw notFound(ESTIMATE_NOT_FOUND);
      // the request as asked, never the store's draft (what was sent: /quote)
      return asRequested(db, estimate);
    },
  );
}
