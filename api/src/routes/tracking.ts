import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { authenticate } from '../auth/principal';
import { findStoreById, requireActiveStore } from '../domain/stores';
import { notFound, validationError } from '../errors';
import { Id, schemaOf, StringEnum } from '../validation';

// Public order tracking (spec sections 5 and 7) and the store's insurance plans.

export const ORDER_NO_LENGTH = 7;
export const TRACKING_MESSAGES = {
  required: 'This field is required',
  length: 'Please enter correct order number',
  notFound: 'Order not found. Please check the order number.',
};

// order_no is checked in the handler so that its messages are exactly the spec's.
const TrackingQuery = Type.Object({
  order_no: Type.Optional(Type.String()),
  store_id: Type.Optional(Id()),
  is_validated: Type.Optional(StringEnum(['True', 'False', 'true', 'false'])),
});
const InsuranceQuery = Type.Object({ store_id: Id() });

interface OrderRow {
  order_no: string;
  status: string;
  created_on: Date;
  total: string;
  customer_id: number | null;
  first_name: string | null;
  last_name: string | null;
  items_count: number;
}

export async function trackingRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await requireAuth(request, reply);
  };

  app.get<{ Querystring: Static<typeof TrackingQuery> }>(
    '/order-tracking',
    {
      onRequest: optionalAuth,
      schema: schemaOf({ querystring: TrackingQuery }),
    },
    async (request) => {
      const orderNo = (request.query.order_no ?? '').trim();
      const storeId = request.query.store_id;
      const errors: Record<string, string> = {};
      if (orderNo === '') errors.order_no = TRACKING_MESSAGES.required;
      else if ([...orderNo].length !== ORDER_NO_LENGTH)
        errors.order_no = TRACKING_MESSAGES.length;
      if (storeId === undefined) errors.store_id = 'This field is required.';
      if (Object.keys(errors).length > 0 || storeId === undefined)
        throw validationError(errors);
      const store = requireActiveStore(await findStoreById(db, storeId));
      // Another store's order answers exactly like a missing one.
      const rows = await db.query<OrderRow>(
        `SELECT o.order_no, o.status, o.created_on, o.total::text AS total, o.customer_id, c.first_name, c.last_name,
           (SELECT coalesce(sum(l.quantity), 0)::int FROM sales_order_lines l WHERE l.sales_order_id = o.id) AS items_count
         FROM sales_orders o LEFT JOIN customers c ON c.id = o.customer_id
         WHERE o.order_no = $1 AND o.store_id = $2`,
        [orderNo, store.id],
      );
      const order = rows[0];
      if (!order) throw notFound(TRACKING_MESSAGES.notFound);
      const customerId = request.principal?.user.customer_id ?? null;
      const isOwner =
        customerId !== null &&
        customerId === order.customer_id &&
        request.principal?.user.store_id === store.id;
      return {
        order_number: order.order_no,
        status: order.status,
        created_on: order.created_on,
        // The number of items ordered (sum of the lines' quantities).
        items_count: order.items_count,
        store_id: store.id,
        // The order's own customer also sees the total and the name; anyone else no personal data.
        ...(isOwner
          ? {
              total: order.total,
              customer: {
                first_name: order.first_name,
                last_name: order.last_name,
              },
            }
          : {}),
      };
    },
  );

  app.get<{ Querystring: Static<typeof InsuranceQuery> }>(
    '/insurances',
    { schema: schemaOf({ querystring: InsuranceQuery }) },
    async (request) => {
      const store = requireActiveStore(
        await findStoreById(db, request.query.store_id),
      );
      return db.query(
        `SELECT id, name, rate::text AS rate, price::text AS price FROM insurances
         WHERE store_id = $1 AND is_active ORDER BY name, id`,
        [store.id],
      );
    },
  );
}
