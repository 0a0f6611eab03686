import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Discount,
  DiscountCheck,
  DiscountEdit,
  DiscountInput,
  DiscountPage,
  DiscountQuery,
  DiscountQuote,
  DiscountVersion,
} from 'shared/contracts/discounts';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  optionalAuthenticate,
  principalOf,
} from '../../../auth/principal';
import { EMPTY_CART, resolveBuyer } from '../../checkout/checkout';
import {
  addDiscount,
  deactivateDiscount,
  discountScope,
  editDiscount,
  listDiscounts,
  removeDiscount,
} from '../discounts';
import { priceDiscount, toQuote } from '../../checkout/discountsCheckout';
import { snapshotCart } from '../../checkout/orderLines';
import { findStoreById, requireActiveStore } from '../../storefront';
import { validationError } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { customerEmail } from '../../identity';

// A store's discount codes: the store portal's routes under the discount module (14),
// and the storefront's Apply, which prices a code for the caller's cart (shared/contracts/discounts).

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
const PATH = '/portal/discounts';

/** Registers this area's routes under /api/v1. */
export async function discountRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const optionalAuth = optionalAuthenticate(db, config);
  const storeOf = (request: FastifyRequest, level: number) =>
    discountScope(principalOf(request), level);

  api.get<{ Querystring: DiscountQuery }>(
    PATH,
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: DiscountQuery }),
        response: { 200: DiscountPage },
      },
    },
    async (request) =>
      listDiscounts(db, storeOf(request, LEVELS.view), request.query),
  );

  api.post<{ Body: DiscountInput }>(
    PATH,
    {
      onRequest,
      schema: {
        ...schemaOf({ body: DiscountInput }),
        response: { 201: Discount },
      },
    },
    async (request, reply) => {
      const discount = await addDiscount(
        db,
        storeOf(request, LEVELS.create),
        request.body,
      );
      reply.status(201);
      return discount;
    },
  );

  api.put<P & { Body: DiscountEdit }>(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: DiscountEdit }),
        response: { 200: Discount },
      },
    },
    async (request) =>
      editDiscount(
        db,
        storeOf(request, LEVELS.edit),
        request.params.id,
        request.body,
      ),
  );

  api.post<P & { Body: DiscountVersion }>(
    `${PATH}/:id/deactivate`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: DiscountVersion }),
        response: { 200: Discount },
      },
    },
    async (request) =>
      deactivateDiscount(
        db,
        storeOf(request, LEVELS.edit),
        request.params.id,
        request.body.version,
      ),
  );

  api.delete<P>(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      await removeDiscount(
        db,
        storeOf(request, LEVELS.delete),
        request.params.id,
      );
      return {};
    },
  );

  // The storefront's Apply: whose cart as for POST /orders (a customer's own, or a guest's by id).
  api.post<{ Body: DiscountCheck }>(
    '/discounts/check',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ body: DiscountCheck }),
        response: { 200: DiscountQuote },
      },
    },
    async (request) => {
      const { body } = request;
      const store = requireActiveStore(await findStoreById(db, body.store_id));
      const buyer = await resolveBuyer(
        db,
        request.principal,
        store,
        body,
        false,
      );
      const { lines, subtotalCents } = await snapshotCart(db, buyer.cartId!);
      if (lines.length === 0) throw validationError({ cart: EMPTY_CART });
      const accountEmail = await customerEmail(db, buyer.customerId);
      const priced = await priceDiscount(
        db,
        store.id,
        body.code,
        subtotalCents,
        {
          customerId: buyer.customerId,
          email: accountEmail ?? body.email ?? '',
        },
      );
      return toQuote(priced, subtotalCents);
    },
  );
}
