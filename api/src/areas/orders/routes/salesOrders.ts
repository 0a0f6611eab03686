import { Type, type Static } from '@sinclair/typebox';
import { RefundInput } from 'shared/contracts/repair';
import { canChargeOrder } from 'shared/workflow';
import {
  ChargeInput,
  RequestedCharge,
  SalesOrderDetail,
} from 'shared/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import {
  authenticate,
  isStoreRole,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { activityPlace, publishActivity } from '../activity';
import { requestOrderCharge } from '../orderCharges';
import { authorOf } from '../../../platform/recordEvents';
import { toCents } from '../../../platform/money';
import { loadOrder } from '../orders';
import { findPermittedSalesOrder } from '../salesOrderAccess';
import { checkRefundInput, mailChargeLink, refundOrder } from '../../payments';
import { forbidden, validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { salesOrderAnswer } from '../salesOrderAnswer';

// The portal's sales-order page and its additional/extra charges: store roles of that store with
// the permission at the order's location (auth/scope.ts), and the super admin for reading.

const Params = Type.Object({ id: Id() });
export const CHARGE_MESSAGES = {
  money: 'Please enter a valid amount with at most 2 decimals',
  positive: 'The amount must be greater than 0.',
  reason: 'This field may not be blank.',
  cancelled: 'A cancelled order cannot be charged.',
} as const;
const MAX_CENTS = 99_999_999_99;

export async function salesOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const findOrder = (
    id: number,
    principal: Principal,
    level: number,
    module: number = MODULES.salesOrder,
  ) => findPermittedSalesOrder(db, principal, id, { module, level });

  // A refund of the order's payment: store roles with the refund module's create permission at the
  // order's location (not the super admin, who reads). Answers the order with its refunds.
  app.post<{ Params: Static<typeof Params>; Body: RefundInput }>(
    '/sales-orders/:id/refunds',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: RefundInput }),
        response: { 201: SalesOrderDetail },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!isStoreRole(principal.user.role_id)) throw forbidden();
      const { id } = request.params;
      await findOrder(id, principal, LEVELS.create, MODULES.refund);
      const input = checkRefundInput(request.body);
      await refundOrder(ctx, id, input, authorOf(principal));
      await publishActivity(ctx, await activityPlace(db, { salesOrderId: id }));
      reply.status(201);
      return salesOrderAnswer(db, id);
    },
  );

  app.get<{ Params: Static<typeof Params> }>(
    '/sales-orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: SalesOrderDetail },
      },
    },
    async (request) => {
      await findOrder(request.params.id, principalOf(request), LEVELS.view);
      return salesOrderAnswer(db, request.params.id);
    },
  );

  app.post<{ Params: Static<typeof Params>; Body: ChargeInput }>(
    '/sales-orders/:id/charges',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: ChargeInput }),
        response: { 201: RequestedCharge },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // Only the store's own people request charges (not the super admin): 403 for every id.
      if (!isStoreRole(principal.user.role_id)) throw forbidden();
      const { store_id: storeId } = await findOrder(
        request.params.id,
        principal,
        LEVELS.edit,
      );
      const { kind, reason } = request.body;
      const errors: Record<string, string> = {};
      const amountText = String(request.body.amount).trim();
      const cents = /^\d+(\.\d{1,2})?$/.test(amountText)
        ? toCents(amountText)
        : Number.NaN;
      if (Number.isNaN(cents) || cents > MAX_CENTS)
        errors.amount = CHARGE_MESSAGES.money;
      else if (cents <= 0) errors.amount = CHARGE_MESSAGES.positive;
      if (reason.trim() === '') errors.reason = CHARGE_MESSAGES.reason;
      const order = (await loadOrder(db, request.params.id))!;
      if (!canChargeOrder(order.status))
        errors.non_field_errors = CHARGE_MESSAGES.cancelled;
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const itemNumber = request.body.work_order_item_number?.trim() || null;
      const charge = await requestOrderCharge(
        db,
        { id: order.id, storeId },
        principal,
        { kind, cents, reason: reason.trim(), itemNumber },
      );
      await publishActivity(
        ctx,
        await activityPlace(db, { salesOrderId: order.id }),
      );
      // Tell the buyer where to pay.
      await mailChargeLink(ctx, {
        storeId,
        salesOrderId: order.id,
        to: order.contact.email,
        orderNo: order.order_no,
        charge,
        by: null,
        page:
          kind === 'additional' ? 'additional-payment' : 'extra-charge-payment',
      });
      reply.status(201);
      return charge;
    },
  );
}
