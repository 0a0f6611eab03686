import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CustomerOrder, CustomerOrderPage } from 'shared/contracts/orders';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { AppContext } from '../../../context';
import { authenticate } from '../../../auth/principal';
import { customerOrderId, customerOrderPage } from '../customerOrders';
import { loadOrder, loadOrders } from '../orders';
import { trackingSteps } from '../trackingSteps';
import { notFound } from '../../../errors';
import { schemaOf } from '../../../validation';
import { customerOf } from '../../identity';

// My Account reads of the caller's own orders (its estimates: estimates/routes/accountsEstimates.ts): only the caller's customer record in the
// caller's store; anything else answers 404.

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const OrderParams = Type.Object({
  order_no: Type.String({ maxLength: 20 }),
});

export const orderNotFound = () => notFound('Order not found.');

export async function myOrderRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/customers/me/orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: ListQuery }),
        response: { 200: CustomerOrderPage },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { count, ids } = await customerOrderPage(
        db,
        customerOf(request),
        page,
        pageSize,
      );
      const next =
        page * pageSize < count
          ? `?page=${page + 1}&page_size=${pageSize}`
          : null;
      return {
        count,
        next,
        results: await loadOrders(db, ids),
      };
    },
  );

  app.get<{ Params: Static<typeof OrderParams> }>(
    '/customers/me/orders/:order_no',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: OrderParams }),
        response: { 200: CustomerOrder },
      },
    },
    async (request) => {
      const id = await customerOrderId(
        db,
        customerOf(request),
        request.params.order_no,
      );
      const order = id === null ? null : await loadOrder(db, id);
      if (!order) throw orderNotFound();
      // The status in words and the customer's timeline, as the tracking page shows them.
      return {
        ...order,
        status_label: statusLabel(SALES_ORDER, order.status),
        steps: await trackingSteps(db, order.id),
      };
    },
  );
}
