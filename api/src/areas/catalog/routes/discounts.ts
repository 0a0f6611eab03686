import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Discount,
  DiscountEdit,
  DiscountInput,
  DiscountPage,
  DiscountQuery,
  DiscountVersion,
} from 'shared/contracts/discounts';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { discountScope, listDiscounts } from '../discounts';
import {
  addDiscount,
  deactivateDiscount,
  editDiscount,
  removeDiscount,
} from '../discountWrites';
import { Id, schemaOf } from '../../../validation';

// A store's discount codes: the store portal's routes under the discount module (14)
// (shared/contracts/discounts). The storefront's Apply is checkout's (routes/discountCheck.ts).

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
}
