import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CreateOrderBody,
  OrderPlaced,
  ShippingRateList,
} from 'shared/contracts/checkout';
import { Order } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import { resolveBuyer } from '../buyer';
import { placeOrder } from '../checkout';
import { publishNotifications } from '../../notifications';
import { loadOrder, orderIdByToken } from '../../orders';
import { activeStoreById, storeOrigin, type StoreRow } from '../../storefront';
import { shippingRates } from '../shipping';
import { notFound } from '../../../errors';
import { sendMail } from '../../../mail';
import {
  keepRecordLanguage,
  requestLanguage,
  type MailLanguage,
} from '../../../mail/language';
import { orderConfirmationMail } from '../../../mail/templates';
import { Id, schemaOf, TokenParams } from '../../../validation';

// Routes for placing orders, their bearer-link reads and shipping rates (estimates are placed by
// estimates/routes/estimatePlace.ts).

const StoreQuery = Type.Object({ store_id: Id() });

export async function orderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const optionalAuth = optionalAuthenticate(db, config);

  app.get<{ Querystring: Static<typeof StoreQuery> }>(
    '/shipping-rates',
    {
      schema: {
        ...schemaOf({ querystring: StoreQuery }),
        response: { 200: ShippingRateList },
      },
    },
    async (request) =>
      shippingRates(db, (await activeStoreById(db, request.query.store_id)).id),
  );

  // The order confirmation mail; a mail failure never fails the order. The tracking link carries
  // the order's tracking token (status only); it is left out when the store does not track orders.
  const mailConfirmation = async (
    store: StoreRow,
    orderId: number,
    language: MailLanguage,
  ) => {
    try {
      const order = (await loadOrder(db, orderId))!;
      const base = storeOrigin(store, ctx.config.publicUrl);
      const number = encodeURIComponent(order.order_no);
      await sendMail(
        ctx,
        orderConfirmationMail({
          to: order.contact.email,
          firstName: order.contact.first_name,
          storeName: store.name,
          orderNo: order.order_no,
          total: order.total,
          discount: order.discount,
          trackingLink: store.is_order_tracking_enabled
            ? `${base}/order-tracking/${number}?token=${order.tracking_token}`
            : null,
          orderLink: `${base}/checkout/payment/${order.token}`,
          language,
        }),
      );
    } catch {
      // the order is placed; the mail can be sent again later
    }
  };

  app.post<{ Body: CreateOrderBody }>(
    '/orders',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ body: CreateOrderBody }),
        response: { 200: OrderPlaced, 201: OrderPlaced },
      },
    },
    async (request, reply) => {
      const store = await activeStoreById(db, request.body.store_id);
      const buyer = await resolveBuyer(
        db,
        request.principal,
        store,
        request.body,
        true,
      );
      const placed = await placeOrder(db, store, buyer, request.body);
      if (placed.created) {
        const language = requestLanguage(request);
        // kept for the mails sent later about the order (status, refunds, payment requests)
        await keepRecordLanguage(db, 'sales_orders', placed.orderId, language);
        await publishNotifications(ctx, placed.notifications);
        await mailConfirmation(store, placed.orderId, language);
      }
      reply.status(placed.created ? 201 : 200);
      return { order: await loadOrder(db, placed.orderId) };
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/orders/by-token/:token',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: { 200: Order },
      },
    },
    async (request) => {
      const id = await orderIdByToken(db, request.params.token);
      const order = id === null ? null : await loadOrder(db, id);
      if (!order) throw notFound('Order not found.');
      return order;
    },
  );
}
