import type { FastifyInstance } from 'fastify';
import { DiscountCheck, DiscountQuote } from 'shared/contracts/discounts';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import { EMPTY_CART, resolveBuyer } from '../buyer';
import { priceDiscount, toQuote } from '../discountsCheckout';
import { snapshotCart } from '../orderLines';
import { activeStoreById } from '../../storefront';
import { validationError } from '../../../errors';
import { schemaOf } from '../../../validation';
import { customerEmail } from '../../identity';

// The storefront's Apply: prices a discount code for the caller's cart (shared/contracts/discounts).

export async function discountCheckRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const optionalAuth = optionalAuthenticate(db, config);

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
      const store = await activeStoreById(db, body.store_id);
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
