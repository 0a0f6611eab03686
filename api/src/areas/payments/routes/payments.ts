import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ConfirmPaymentBody,
  ConfirmResult,
  PaymentBody,
  PaymentConfig,
  PaymentResult,
  PaymentTarget,
} from 'shared/contracts/checkout';
import type { AppContext } from '../../../context';
import { paymentTarget, type PaymentOrder } from '../charges';
import { activeStoreById, storeOrigin } from '../../storefront';
import { notFound } from '../../../errors';
import { paymentProviderFor } from '../providers';
import { PAYMENT_MESSAGES } from '../records';
import { confirmPayment } from '../confirm';
import { processPayment } from '../service';
import { TEST_CARDS } from '../testProvider';
import type { CardInput } from '../types';
import { Id, schemaOf, TokenParams } from '../../../validation';

// Payments of orders and charges through the configured provider (test processor or Stripe).

const StoreQuery = Type.Object({ store_id: Id() });
// `id` is the payment's public reference (the middle page's `payment=`), not its row id: an
// unknown or malformed one answers 404 like a missing payment.
const ConfirmParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 100,
    description: "the payment's reference",
  }),
});
export async function paymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  loadOrder: PaymentOrder,
): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: Static<typeof StoreQuery> }>(
    '/payments/config',
    {
      schema: {
        ...schemaOf({ querystring: StoreQuery }),
        response: { 200: PaymentConfig },
      },
    },
    async (request) => {
      await activeStoreById(db, request.query.store_id);
      const provider = paymentProviderFor(ctx.config);
      return provider.name === 'test'
        ? { provider: 'test', test_cards: TEST_CARDS }
        : { provider: provider.name };
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/payments/targets/:token',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: { 200: PaymentTarget },
      },
    },
    async (request) => {
      const target = await paymentTarget(db, request.params.token, loadOrder);
      if (!target) throw notFound(PAYMENT_MESSAGES.notFound);
      return target;
    },
  );

  app.post<{ Body: PaymentBody }>(
    '/payments',
    {
      schema: {
        ...schemaOf({ body: PaymentBody }),
        response: { 201: PaymentResult },
      },
    },
    async (request, reply) => {
      const answer = await processPayment(
        ctx,
        { ...request.body, card: request.body.card as CardInput | undefined },
        (store) => storeOrigin(store, ctx.config.publicUrl),
      );
      reply.status(answer.statusCode);
      return answer.body;
    },
  );

  app.post<{
    Params: Static<typeof ConfirmParams>;
    Body: ConfirmPaymentBody;
  }>(
    '/payments/:id/confirm',
    {
      schema: {
        ...schemaOf({ params: ConfirmParams, body: ConfirmPaymentBody }),
        response: { 200: ConfirmResult },
      },
    },
    async (request) => confirmPayment(ctx, request.params.id, request.body),
  );
}
