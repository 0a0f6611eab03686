import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import {
  InsuranceQuery,
  OfferedInsuranceList,
} from 'shared/contracts/insurancePlans';
import { OrderTracking, TrackingQuery } from 'shared/contracts/orders';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../../platform/publicTokens';
import { trackingChannel } from '../../notifications';
import {
  trackedOrder,
  trackingSteps,
  type TrackedOrderRow as OrderRow,
} from '../trackingSteps';
import { activeStoreById, offeredInsurances } from '../../storefront';
import { notFound, validationError } from '../../../errors';
import { schemaOf } from '../../../validation';
import { isEmail } from '../../../platform/fieldChecks';

// Order tracking and the store's insurance plans.
//
// Order numbers count up across all stores, so a number alone proves nothing (ADR 0008):
// anonymous tracking needs the order's email as well, or the order's tracking link (its random
// tracking token); the order's own logged-in customer tracks by the number alone. An unknown number,
// another store's number, a wrong email or token, and a store with tracking switched off all answer
// the same 404, and the secrets are compared in constant time.

export const ORDER_NO_LENGTH = 7;
export const TRACKING_MESSAGES = {
  required: 'This field is required',
  length: 'Please enter correct order number',
  email: 'Please enter a valid email address',
  notFound: 'Order not found. Please check the order number and email.',
};

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Equal in constant time (both sides hashed first, so their lengths never differ). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));
const normalEmail = (email: string) => email.trim().toLowerCase();
// Compared against when there is no order, so a missing number costs what a wrong email costs.
const NO_ORDER = { contact_email: '\u0000', tracking_token_hash: '\u0000' };

/** Whether an anonymous caller proved they may see the order: its email, or its tracking token. */
function provesOrder(
  order: Pick<OrderRow, 'contact_email' | 'tracking_token_hash'> | undefined,
  email: string,
  token: string,
): boolean {
  const { contact_email: orderEmail, tracking_token_hash: tokenHash } =
    order ?? NO_ORDER;
  const byEmail =
    email !== '' && sameSecret(normalEmail(email), normalEmail(orderEmail));
  const byToken =
    token !== '' &&
    PUBLIC_TOKEN_PATTERN.test(token) &&
    sameSecret(publicTokenHash(token), tokenHash);
  return order !== undefined && (byEmail || byToken);
}

export async function trackingRoutes(
  app: FastifyInstance,
  { db, config, push }: AppContext,
): Promise<void> {
  const { settings } = push;
  const external = settings.host !== null;
  /** The push connection of the order's public tracking channel (as GET /push/config, no login). */
  const liveOf = (trackingToken: string) => ({
    key: settings.key,
    // null: the page's own host and port (the shell's static server proxies /app/ to the api).
    ws_host: external ? settings.publicHost : null,
    ws_port: external ? settings.publicPort : null,
    force_tls: external ? settings.useTLS : false,
    cluster: settings.cluster,
    channel: trackingChannel(trackingToken),
  });
  const optionalAuth = optionalAuthenticate(db, config);

  app.get<{ Querystring: TrackingQuery }>(
    '/order-tracking',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ querystring: TrackingQuery }),
        response: { 200: OrderTracking },
      },
    },
    async (request) => {
      const orderNo = (request.query.order_no ?? '').trim();
      const email = (request.query.email ?? '').trim();
      const token = (request.query.tracking_token ?? '').trim();
      const storeId = request.query.store_id;
      const errors: Record<string, string> = {};
      if (orderNo === '') errors.order_no = TRACKING_MESSAGES.required;
      else if ([...orderNo].length !== ORDER_NO_LENGTH)
        errors.order_no = TRACKING_MESSAGES.length;
      if (storeId === undefined) errors.store_id = 'This field is required.';
      if (email !== '' && !isEmail(email))
        errors.email = TRACKING_MESSAGES.email;
      if (Object.keys(errors).length > 0 || storeId === undefined)
        throw validationError(errors);
      const store = await activeStoreById(db, storeId);
      // A store that does not offer tracking answers like a missing order.
      if (!store.is_order_tracking_enabled)
        throw notFound(TRACKING_MESSAGES.notFound);
      // Another store's order answers exactly like a missing one.
      const order = await trackedOrder(db, store.id, orderNo);
      const customerId = request.principal?.user.customer_id ?? null;
      const isOwner =
        order !== undefined &&
        customerId !== null &&
        customerId === order.customer_id &&
        request.principal?.user.store_id === store.id;
      const proved = provesOrder(order, email, token);
      if (!order || !(isOwner || proved))
        throw notFound(TRACKING_MESSAGES.notFound);
      return {
        order_number: order.order_no,
        status: order.status,
        // The status in words, and the customer's timeline: never a code.
        status_label: statusLabel(SALES_ORDER, order.status),
        steps: await trackingSteps(db, order.id),
        created_on: order.created_on,
        // The number of items ordered (sum of the lines' quantities).
        items_count: order.items_count,
        store_id: store.id,
        // The page's live updates: the order's public channel, shown only to a caller
        // who proved the order (its customer, its email or its tracking link).
        ...(order.tracking_token ? { live: liveOf(order.tracking_token) } : {}),
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

  app.get<{ Querystring: InsuranceQuery }>(
    '/insurances',
    {
      schema: {
        ...schemaOf({ querystring: InsuranceQuery }),
        response: { 200: OfferedInsuranceList },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.query.store_id);
      return offeredInsurances(db, store.id);
    },
  );
}
