import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { AppContext } from '../../../context';
import { authenticate } from '../../../auth/principal';
import { loadEstimates } from '../../estimates/estimates';
import { loadOrder, loadOrders } from '../orders';
import { trackingSteps } from '../trackingSteps';
import { notFound } from '../../../errors';
import { schemaOf } from '../../../validation';
import { customerOf } from '../../identity/routes/accountsMe';

// My Account reads of the caller's own orders and estimates: only the caller's customer record in the
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
    { onRequest: requireAuth, schema: schemaOf({ querystring: ListQuery }) },
    async (request) => {
      const { customerId, storeId } = customerOf(request);
      const { page, page_size: pageSize } = request.query;
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sales_orders WHERE customer_id = $1 AND store_id = $2',
        [customerId, storeId],
      );
      const ids = await db.query<{ id: number }>(
        `SELECT id FROM sales_orders WHERE customer_id = $1 AND store_id = $2
         ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`,
        [customerId, storeId, pageSize, (page - 1) * pageSize],
      );
      const next =
        page * pageSize < count
          ? `?page=${page + 1}&page_size=${pageSize}`
          : null;
      return {
        count,
        next,
        results: await loadOrders(
          db,
          ids.map((row) => row.id),
        ),
      };
    },
  );

  app.get<{ Params: Static<typeof OrderParams> }>(
    '/customers/me/orders/:order_no',
    { onRequest: requireAuth, schema: schemaOf({ params: OrderParams }) },
    async (request) => {
      const { customerId, storeId } = customerOf(request);
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM sales_orders WHERE order_no = $1 AND customer_id = $2 AND store_id = $3',
        [request.params.order_no, customerId, storeId],
      );
      const order = rows[0] ? await loadOrder(db, rows[0].id) : null;
      if (!order) throw orderNotFound();
      // The status in words and the customer's timeline, as the tracking page shows them.
      return {
        ...order,
        status_label: statusLabel(SALES_ORDER, order.status),
        steps: await trackingSteps(db, order.id),
      };
    },
  );

  app.get(
    '/customers/me/estimates',
    { onRequest: requireAuth, schema: schemaOf({}) },
    async (request) => {
      const { customerId, storeId } = customerOf(request);
      const ids = await db.query<{ id: number }>(
        `SELECT id FROM estimates WHERE customer_id = $1 AND store_id = $2
         ORDER BY created_on DESC, id DESC`,
        [customerId, storeId],
      );
      return loadEstimates(
        db,
        ids.map((row) => row.id),
      );
    },
  );
}
