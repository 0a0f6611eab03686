import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { feedbackPage, submitFeedback } from '../domain/feedback';
import { schemaOf } from '../validation';

// GET/POST /feedback/{token}: public, the order's feedback token is the secret (issue 3).

const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
const FeedbackBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  ),
});

export async function feedbackRoutes(
  app: FastifyInstance,
  { db }: AppContext,
): Promise<void> {
  app.get<{ Params: Static<typeof TokenParams> }>(
    '/feedback/:token',
    { schema: schemaOf({ params: TokenParams }) },
    async (request) => feedbackPage(db, request.params.token),
  );

  app.post<{
    Params: Static<typeof TokenParams>;
    Body: Static<typeof FeedbackBody>;
  }>(
    '/feedback/:token',
    { schema: schemaOf({ params: TokenParams, body: FeedbackBody }) },
    async (request, reply) => {
      const page = await submitFeedback(db, request.params.token, {
        rating: request.body.rating,
        comment: (request.body.comment ?? '').trim(),
      });
      reply.status(201);
      return page;
    },
  );
}
