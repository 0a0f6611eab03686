import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChargeRequest,
  RecordEventList,
  StatusMove,
  WorkOrder,
  WorkOrderEdit,
} from 'shared/contracts/repair';
import { RequestedCharge } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  isVendorRole,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import {
  activityPlace,
  activityRoutes,
  moveRecord,
  publishActivity,
} from '../../orders';
import { authorOf, loadEvents } from '../../../platform/recordEvents';
import { requestWorkOrderCharge } from '../workOrderCharges';
import { saveWorkOrderFields } from '../workOrderEdits';
import { findReachableWorkOrder, loadWorkOrder } from '../workOrders';
import { forbidden, validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// A work order, both sides: the store's people with the work-order permission at its
// location, and the users of its vendor while the vendor is linked to its store. Anyone else's id,
// another vendor's and an unlinked store's answer 404. The store sets the instructions and the due
// date (which marks can-edit); the vendor tells its work information, moves the work
// along and asks for extra charges. (The vendor's scan of a job envelope: workOrderScan.ts.)

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
export const WORK_ORDER_EDIT_MESSAGES = {
  storeOnly: 'Only the store sets this.',
  vendorOnly: 'Only the vendor tells this.',
} as const;

export async function workOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const findWorkOrder = (id: number, principal: Principal, level: number) =>
    findReachableWorkOrder(db, principal, id, level);

  app.get<P>(
    '/work-orders/:id',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({ params: Params }), response: { 200: WorkOrder } },
    },
    async (request) => {
      await findWorkOrder(request.params.id, principalOf(request), LEVELS.view);
      return loadWorkOrder(db, request.params.id);
    },
  );

  app.patch<P & { Body: WorkOrderEdit }>(
    '/work-orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: WorkOrderEdit }),
        response: { 200: WorkOrder },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await findWorkOrder(id, principal, LEVELS.edit);
      const author = authorOf(principal);
      const { version, instructions, due_date, work_information } =
        request.body;
      const set: Record<string, unknown> = {};
      const errors: Record<string, string> = {};
      if (author.actor === 'vendor') {
        if (instructions !== undefined)
          errors.instructions = WORK_ORDER_EDIT_MESSAGES.storeOnly;
        if (due_date !== undefined)
          errors.due_date = WORK_ORDER_EDIT_MESSAGES.storeOnly;
        if (work_information !== undefined)
          set.work_information = work_information.trim();
      } else {
        if (work_information !== undefined)
          errors.work_information = WORK_ORDER_EDIT_MESSAGES.vendorOnly;
        if (instructions !== undefined) {
          set.instructions = instructions.trim();
          // Setting the work instructions marks can-edit
          set.can_edit = true;
        }
        if (due_date !== undefined) set.due_date = due_date;
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await saveWorkOrderFields(db, id, version, set, author);
      await publishActivity(ctx, await activityPlace(db, { workOrderId: id }));
      return loadWorkOrder(db, id);
    },
  );

  app.post<P & { Body: StatusMove }>(
    '/work-orders/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: StatusMove }),
        response: { 200: WorkOrder },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await findWorkOrder(id, principal, LEVELS.edit);
      const reason = (request.body.reason ?? '').trim();
      await moveRecord(ctx, {
        kind: 'work_order',
        id,
        ...request.body,
        author: authorOf(principal),
        alsoSet: async (_tx, record) =>
          request.body.to === 'rejected' && record.status !== 'rejected'
            ? { rejection_reason: reason }
            : {},
      });
      return loadWorkOrder(db, id);
    },
  );

  app.get<P>(
    '/work-orders/:id/events',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: RecordEventList },
      },
    },
    async (request) => {
      await findWorkOrder(request.params.id, principalOf(request), LEVELS.view);
      return loadEvents(db, { workOrderId: request.params.id });
    },
  );

  activityRoutes(app, ctx, {
    url: '/work-orders/:id',
    onRequest: requireAuth,
    check: (id, principal) => findWorkOrder(id, principal, LEVELS.edit),
    placeOf: (id) => ({ workOrderId: id }),
  });

  app.post<P & { Body: ChargeRequest }>(
    '/work-orders/:id/charges',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: ChargeRequest }),
        response: { 201: RequestedCharge },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The vendor's or the store's own people (not the super admin): 403 for every id.
      const { role_id: roleId } = principal.user;
      if (!isVendorRole(roleId) && !isStoreRole(roleId)) throw forbidden();
      await findWorkOrder(request.params.id, principal, LEVELS.edit);
      const charge = await requestWorkOrderCharge(
        ctx,
        request.params.id,
        principal,
        request.body,
      );
      reply.status(201);
      return charge;
    },
  );
}
