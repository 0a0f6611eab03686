import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WorkOrder, WorkOrderInput } from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
} from '../../../auth/principal';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { findPermittedSalesOrder } from '../../orders';
import { createWorkOrder } from '../workOrderCreate';
import { loadWorkOrder } from '../workOrders';

// Sending some of a sales order's lines to a linked vendor as a work order: store roles with the
// work-order create permission at the order's location (the super admin reads: 403); another
// store's or a location's not granted order answers 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function workOrderCreateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.post<P & { Body: WorkOrderInput }>(
    '/sales-orders/:id/work-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: WorkOrderInput }),
        response: { 201: WorkOrder },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!isStoreRole(principal.user.role_id)) throw forbidden();
      await findPermittedSalesOrder(db, principal, request.params.id, {
        module: MODULES.workOrder,
        level: LEVELS.create,
      });
      const id = await createWorkOrder(
        ctx,
        request.params.id,
        principal,
        request.body,
      );
      reply.status(201);
      return loadWorkOrder(db, id);
    },
  );
}
