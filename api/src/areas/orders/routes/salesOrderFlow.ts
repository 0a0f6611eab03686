import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  LinkedVendorList,
  RecordEventList,
  SalesOrderEdit,
  StatusMove,
} from 'shared/contracts/repair';
import { SalesOrderDetail } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { recordScope } from '../../../auth/scope';
import { activityPlace, publishActivity } from '../activity';
import { authorOf, loadEvents } from '../../../platform/recordEvents';
import { moveRecord } from '../workflow';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { activityRoutes } from '../activityRoutes';
import { salesOrderAnswer } from '../salesOrderAnswer';
import { linkedVendors, saveSalesOrderEdit } from '../salesOrderEdits';
import { findPermittedSalesOrder } from '../salesOrderAccess';

// The store's work on a sales order: edit with the version it saw, move it along its
// machine, read and add to its timeline (notes, images). Store roles with the permission at the
// order's location; 404 otherwise. (Sending lines to a vendor: repair/routes/workOrderCreate.ts.)

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function salesOrderFlowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const findOrder = (
    id: number,
    principal: Principal,
    module: number,
    level: number,
  ) => {
    // Only the store's own people change a record (the super admin reads): 403 for every id.
    if (level !== LEVELS.view && !isStoreRole(principal.user.role_id))
      throw forbidden();
    return findPermittedSalesOrder(db, principal, id, { module, level });
  };

  app.patch<P & { Body: SalesOrderEdit }>(
    '/sales-orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: SalesOrderEdit }),
        response: { 200: SalesOrderDetail },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await findOrder(id, principal, MODULES.salesOrder, LEVELS.edit);
      const scope = recordScope(principal, {
        module: MODULES.salesOrder,
        level: LEVELS.edit,
      });
      await saveSalesOrderEdit(
        db,
        id,
        request.body,
        scope.locationIds,
        authorOf(principal),
      );
      await publishActivity(ctx, await activityPlace(db, { salesOrderId: id }));
      return salesOrderAnswer(db, id);
    },
  );

  app.post<P & { Body: StatusMove }>(
    '/sales-orders/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StatusMove }),
        response: { 200: SalesOrderDetail },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await findOrder(
        request.params.id,
        principal,
        MODULES.salesOrder,
        LEVELS.edit,
      );
      await moveRecord(ctx, {
        kind: 'sales_order',
        id: request.params.id,
        ...request.body,
        author: authorOf(principal),
      });
      return salesOrderAnswer(db, request.params.id);
    },
  );

  app.get<P>(
    '/sales-orders/:id/events',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: RecordEventList },
      },
    },
    async (request) => {
      await findOrder(
        request.params.id,
        principalOf(request),
        MODULES.salesOrder,
        LEVELS.view,
      );
      return loadEvents(db, { salesOrderId: request.params.id });
    },
  );

  activityRoutes(app, ctx, {
    url: '/sales-orders/:id',
    onRequest: requireAuth,
    check: (id, principal) =>
      findOrder(id, principal, MODULES.salesOrder, LEVELS.edit),
    placeOf: (id) => ({ salesOrderId: id }),
  });

  app.get(
    '/store-vendors',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: LinkedVendorList } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!isStoreRole(principal.user.role_id)) throw forbidden();
      recordScope(principal, { module: MODULES.workOrder, level: LEVELS.view });
      return linkedVendors(db, principal.user.store_id);
    },
  );
}
