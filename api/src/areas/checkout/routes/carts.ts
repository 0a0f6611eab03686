import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddToCartBody,
  CartAnswer,
  CartItemAdded,
  CartItemPatch,
} from 'shared/contracts/carts';
import { CartId } from 'shared/contracts/checkout';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import { priceAnswers } from '../cartAnswers';
import {
  activeServicePrice,
  addCartItem,
  removeCartItem,
  setCartItemQuantity,
} from '../cartItems';
import {
  accessibleCart,
  cartContents,
  cartOptions,
  cartItem,
  customerCart,
  customerIdOf,
} from '../carts';
import { customerPrices } from '../../catalog';
import { activeStoreById } from '../../storefront';
import {
  forbidden,
  notAuthenticated,
  notFound,
  validationError,
} from '../../../errors';
import { Id, schemaOf } from '../../../validation';

const CartQuery = Type.Object({
  store_id: Type.Optional(Id()),
  customer_id: Type.Optional(Id()),
  cart_id: Type.Optional(CartId()),
});
const ItemParams = Type.Object({ cart_id: CartId(), item_id: Id() });
const MAX_ANSWERS_JSON = 20000;

export async function cartRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  // Public endpoints: a token is optional, but a given one must be valid (401 lets clients refresh).
  const optionalAuth = optionalAuthenticate(db, config);

  app.post<{ Body: AddToCartBody }>(
    '/add-to-carts',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ body: AddToCartBody }),
        response: { 201: CartItemAdded },
      },
    },
    async (request, reply) => {
      const { store_id: storeId, service_id: serviceId } = request.body;
      const answers = request.body.answers ?? {};
      const customerId = customerIdOf(request.principal);
      const store = await activeStoreById(db, storeId);
      if (customerId !== null && request.principal?.user.store_id !== store.id)
        throw forbidden('You are not a customer of this store.');
      const price = await activeServicePrice(db, store.id, serviceId);
      if (price === null)
        throw validationError({
          service_id: 'This service is not available in this store.',
        });
      if (JSON.stringify(answers).length > MAX_ANSWERS_JSON)
        throw validationError({ answers: 'The answers are too large.' });
      const options = await cartOptions(db, [serviceId]);
      // A customer on an active price list of the store pays its price.
      const listPrice = (
        await customerPrices(db, customerId, store.id, [serviceId])
      ).get(serviceId);
      const priced = priceAnswers(listPrice ?? price, options, answers);
      if (Object.keys(priced.errors).length > 0)
        throw validationError(priced.errors);
      // A customer always uses their own cart (a given cart_id is ignored); a guest the given one.
      const givenCart =
        customerId === null && request.body.cart_id
          ? await accessibleCart(db, request.body.cart_id, null, store.id)
          : null;
      const { cartId, itemId } = await addCartItem(
        db,
        { storeId: store.id, customerId, guestCart: givenCart },
        {
          serviceId,
          quantity: request.body.quantity ?? 1,
          answers: priced.answers,
          unitCents: priced.unitCents,
        },
      );
      reply.status(201);
      return {
        status: 201,
        data: { cart_id: cartId, item: await cartItem(db, cartId, itemId) },
      };
    },
  );

  app.get<{ Querystring: Static<typeof CartQuery> }>(
    '/carts',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ querystring: CartQuery }),
        response: { 200: CartAnswer },
      },
    },
    async (request) => {
      const {
        store_id: storeId,
        customer_id: customerId,
        cart_id: cartId,
      } = request.query;
      const principal = request.principal;
      if (customerId !== undefined) {
        if (!principal) throw notAuthenticated();
        if (customerIdOf(principal) !== customerId) throw forbidden();
        const store = await activeStoreById(db, principal.user.store_id ?? 0);
        if (storeId !== undefined && storeId !== store.id) throw forbidden();
        const cart = await customerCart(db, customerId);
        return { status: 200, data: await cartContents(db, cart?.id ?? null) };
      }
      if (cartId === undefined)
        throw validationError({
          cart_id: 'Either cart_id or customer_id is required.',
        });
      const cart = await accessibleCart(db, cartId, principal, storeId);
      await activeStoreById(db, cart.store_id);
      return { status: 200, data: await cartContents(db, cart.id) };
    },
  );

  const changeItem = async (
    request: FastifyRequest<{ Params: Static<typeof ItemParams> }>,
    change: (cartId: string, itemId: number) => Promise<void>,
  ) => {
    const { cart_id: cartId, item_id: itemId } = request.params;
    const cart = await accessibleCart(db, cartId, request.principal);
    await activeStoreById(db, cart.store_id);
    if (!(await cartItem(db, cart.id, itemId)))
      throw notFound('Cart item not found.');
    await change(cart.id, itemId);
    return { status: 200, data: await cartContents(db, cart.id) };
  };

  app.patch<{
    Params: Static<typeof ItemParams>;
    Body: CartItemPatch;
  }>(
    '/carts/:cart_id/items/:item_id',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ params: ItemParams, body: CartItemPatch }),
        response: { 200: CartAnswer },
      },
    },
    async (request) =>
      changeItem(request, (cartId, itemId) =>
        setCartItemQuantity(db, cartId, itemId, request.body.quantity),
      ),
  );

  app.delete<{ Params: Static<typeof ItemParams> }>(
    '/carts/:cart_id/items/:item_id',
    {
      onRequest: optionalAuth,
      schema: {
        ...schemaOf({ params: ItemParams }),
        response: { 200: CartAnswer },
      },
    },
    async (request) =>
      changeItem(request, (cartId, itemId) =>
        removeCartItem(db, cartId, itemId),
      ),
  );
}
