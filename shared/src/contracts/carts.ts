import { Type, type Static } from '@sinclair/typebox';
import { CartId } from './checkout';

// The cart on the wire: adding a service with the customer's answers to its options (the api
// prices them by the service's option rules), and changing a line's quantity.
//   POST  /add-to-carts                        AddToCartBody -> 201 { status, data: { cart_id, item } }
//   PATCH /carts/:cart_id/items/:item_id       CartItemPatch

const Id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });
const Quantity = () => Type.Integer({ minimum: 1, maximum: 99 });

export const AddToCartBody = Type.Object({
  store_id: Id(),
  service_id: Id(),
  quantity: Type.Optional(Quantity()),
  /** option id → the answer; the api checks each against the option's kind and rules */
  answers: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), { maxProperties: 100 }),
  ),
  /** a guest's cart; none opens one */
  cart_id: Type.Optional(Type.Union([CartId(), Type.Null()])),
});
export type AddToCartBody = Static<typeof AddToCartBody>;

export const CartItemPatch = Type.Object({ quantity: Quantity() });
export type CartItemPatch = Static<typeof CartItemPatch>;
