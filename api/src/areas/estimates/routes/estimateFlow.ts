import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  EstimateConvertInput,
  EstimateConverted,
  StoreEstimate,
} from 'shared/contracts/estimateQuotes';
import { RecordEventList, StatusMove } from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { estimateAnswer } from '../estimateRecord';
import { authorOf, loadEvents } from '../../../platform/recordEvents';
import { orderFromEstimate, snapshotQuote } from '../estimateVersions';
import { moveRecord } from '../../orders';
import { forbidden, validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { findPermittedEstimate } from '../estimateAccess';

// The store moves an estimate (ADR 0009, ADR 0026) and reads its timeline: send it (each send keeps
// a version), record the customer's approval or decline, and convert an approved one into a sales
// order (the sent version's lines and prices, its contact, its location) in one transaction. Store roles with the estimates permission at the estimate's location; 404 otherwise.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
export const ESTIMATE_FLOW_MESSAGES = {
  convert: 'Use “Convert to order” to turn an approved estimate into an order.',
} as const;

export async function estimateFlowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const findEstimate = (id: number, principal: Principal, level: number) => {
    // Only the store's own people change an estimate (the super admin reads): 403 for every id.
    if (level !== LEVELS.view && !isStoreRole(principal.user.role_id))
      throw forbidden();
    return findPermittedEstimate(db, principal, id, level);
  };

  app.post<P & { Body: StatusMove }>(
    '/estimates/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StatusMove }),
        response: { 200: StoreEstimate },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await findEstimate(request.params.id, principal, LEVELS.edit);
      if (request.body.to === 'converted')
        throw validationError({ to: ESTIMATE_FLOW_MESSAGES.convert });
      const author = authorOf(principal);
      // sending (or sending a revision) keeps the draft as the customer's next version
      await moveRecord(ctx, {
        kind: 'estimate',
        id: request.params.id,
        ...request.body,
        author,
        alsoSet:
          request.body.to === 'quoted'
            ? (tx, record) => snapshotQuote(tx, record, author)
            : undefined,
      });
      return estimateAnswer(ctx, request.params.id);
    },
  );

  app.get<P>(
    '/estimates/:id/events',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: RecordEventList },
      },
    },
    async (request) => {
      await findEstimate(request.params.id, principalOf(request), LEVELS.view);
      return loadEvents(db, { estimateId: request.params.id });
    },
  );

  app.post<P & { Body: EstimateConvertInput }>(
    '/estimates/:id/convert',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: EstimateConvertInput }),
        response: { 201: EstimateConverted },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await findEstimate(id, principal, LEVELS.edit);
      // sales orders are created by those who may create them
      await findEstimate(id, principal, LEVELS.create);
      const author = authorOf(principal);
      let orderId = 0;
      await moveRecord(ctx, {
        kind: 'estimate',
        id,
        to: 'converted',
        version: request.body.version,
        author,
        alsoSet: async (tx) => {
          orderId = await orderFromEstimate(tx, id, author);
          return { sales_order_id: orderId };
        },
      });
      reply.status(201);
      return { sales_order_id: orderId };
    },
  );
}
