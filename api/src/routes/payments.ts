import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { paymentTarget } from '../domain/charges';
import { storeOrigin } from '../domain/passwordReset';
import { findStoreById, requireActiveStore } from '../domain/stores';
import { notFound } from '../errors';
import { paymentProviderFor } from '../payments';
import { PAYMENT_MESSAGES } from '../payments/records';
import { confirmPayment, processPayment } from '../payments/service';
import { TEST_CARDS } from '../payments/testProvider';
import type { CardInput } from '../payments/types';
import { Id, schemaOf } from '../validation';

// Payments of orders and charges through the configured provider (test processor or Stripe).

const StoreQuery = Type.Object({ store_id: Id() });
const TokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
});
const Month = () => Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]);
const PaymentBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  idempotency_key: Type.String({
    minLength: 8,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
  }),
  card: Type.Optional(
    Type.Object({
      number: Type.Optional(Type.String({ maxLength: 40 })),
      exp_month: Type.Optional(Month()),
      exp_year: Type.Optional(Month()),
      cvc: Type.Optional(Type.String({ maxLength: 8 })),
      name: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
});
// `id` is the payment's public reference (the middle page's `payment=`), not its row id: an
// unknown or malformed one answers 404 like a missing payment.
const ConfirmParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 100,
    description: "the payment's reference",
  }),
});
const ConfirmBody = Type.Object({
  session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});

export async function paymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: Static<typeof StoreQuery> }>(
    '/payments/config',
    { schema: schemaOf({ querystring: StoreQuery }) },
    async (request) => {
      requireActiveStore(await findStoreById(db, request.query.store_id));
      const provider = paymentProviderFor(ctx.config);
      return provider.name === 'test'
        ? { provider: 'test', test_cards: TEST_CARDS }
        : { provider: provider.name };
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/payments/targets/:token',
    { schema: schemaOf({ params: TokenParams }) },
    async (request) => {
      const target = await paymentTarget(db, request.params.token);
      if (!target) throw notFound(PAYMENT_MESSAGES.notFound);
      return target;
    },
  );

  app.post<{ Body: Static<typeof PaymentBody> }>(
    '/payments',
    { schema: schemaOf({ body: PaymentBody }) },
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
    Body: Static<typeof ConfirmBody>;
  }>(
    '/payments/:id/confirm',
    { schema: schemaOf({ params: ConfirmParams, body: ConfirmBody }) },
    async (request) => confirmPayment(ctx, request.params.id, request.body),
  );
}
