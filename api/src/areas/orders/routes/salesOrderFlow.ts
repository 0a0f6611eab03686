import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  LinkedVendorList,
  RecordEventList,
  SalesOrderEdit,
  StatusMove,
  WorkOrder,
  WorkOrderInput,
} from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { findScopedRecord, recordScope } from '../../../auth/scope';
import { activityPlace, publishActivity } from '../activity';
import { authorOf, insertEvent, loadEvents } from '../events';
import { lockRecord, moveRecord } from '../workflow';
import { createWorkOrder } from '../../repair/workOrderCreate';
import { loadWorkOrder } from '../../repair/workOrders';
import { forbidden, validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { activityRoutes } from './activityRoutes';
import { salesOrderAnswer } from '../salesOrderAnswer';
import { SALES_ORDER_NOT_FOUND } from './salesOrders';

// The store's work on a sales order: edit with the version it saw, move it along its
// machine, read and add to its timeline (notes, images), and send some of its lines to a linked
// vendor as a work order. Store roles with the permission at the order's location; 404 otherwise.

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
    return findScopedRecord(
      db,
      principal,
      'sales_orders',
      id,
      { module, level },
      SALES_ORDER_NOT_FOUND,
    );
  };

  app.patch<P & { Body: SalesOrderEdit }>(
    '/sales-orders/:id',
    {
      onRequest: requireAuth,
      schema: schemaOf({ params: Params, body: SalesOrderEdit }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await findOrder(id, principal, MODULES.salesOrder, LEVELS.edit);
      const { version, contact, internal_notes, location_id } = request.body;
      const scope = recordScope(principal, {
        module: MODULES.salesOrder,
        level: LEVELS.edit,
      });
      await db.transaction(async (tx) => {
        const record = await lockRecord(tx, 'sales_order', id, version);
        const set: Record<string, unknown> = {};
        if (contact) {
          set.contact_first_name = contact.first_name.trim();
          set.contact_last_name = contact.last_name.trim();
          set.contact_email = contact.email.trim();
          set.contact_phone = contact.phone.trim();
        }
        if (internal_notes !== undefined) set.internal_notes = internal_notes;
        if (location_id !== undefined && location_id !== record.location_id) {
          const [location] = await tx.query(
            'SELECT id FROM locations WHERE id = $1 AND store_id = $2',
            [location_id, record.store_id],
          );
          if (
            !location ||
            (scope.locationIds !== null &&
              !scope.locationIds.includes(location_id))
          )
            throw validationError({ location_id: 'Select a valid choice.' });
          set.location_id = location_id;
        }
        const keys = Object.keys(set);
        await tx.query(
          `UPDATE sales_orders SET version = version + 1, updated_on = now()
             ${keys.map((key, i) => `, ${key} = $${i + 2}`).join('')}
           WHERE id = $1`,
          [id, ...keys.map((key) => set[key])],
        );
        // Its work orders move with it (they are reached by their location).
        if (set.location_id !== undefined)
          await tx.query(
            'UPDATE work_orders SET location_id = $2 WHERE sales_order_id = $1',
            [id, set.location_id],
          );
        const changed = [
          ...(contact ? ['contact'] : []),
          ...(internal_notes !== undefined ? ['internal notes'] : []),
          ...(set.location_id !== undefined ? ['location'] : []),
        ];
        await insertEvent(tx, {
          storeId: record.store_id,
          salesOrderId: id,
          kind: 'edit',
          body: changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'Saved',
          author: authorOf(principal),
        });
      });
      await publishActivity(ctx, await activityPlace(db, { salesOrderId: id }));
      return salesOrderAnswer(db, id);
    },
  );

  app.post<P & { Body: StatusMove }>(
    '/sales-orders/:id/status',
    {
      onRequest: requireAuth,
      schema: schemaOf({ params: Params, body: StatusMove }),
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
      await findOrder(
        request.params.id,
        principal,
        MODULES.workOrder,
        LEVELS.create,
      );
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
      return db.query(
        `SELECT v.id, v.name FROM store_vendors sv JOIN vendors v ON v.id = sv.vendor_id
         WHERE sv.store_id = $1 AND sv.is_active ORDER BY v.name, v.id`,
        [principal.user.store_id],
      );
    },
  );
}
