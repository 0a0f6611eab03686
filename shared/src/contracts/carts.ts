import { Type, type Static } from '@sinclair/typebox';
import { CartId } from './checkout';
import { Money, Nullable } from './repairParts';

// The cart on the wire: adding a service with the customer's answers to its options (the api
// prices them by the service's option rules), and changing a line's quantity.
//   POST   /add-to-carts                        AddToCartBody -> 201 CartItemAdded
//   GET    /carts?customer_id|cart_id&store_id  -> CartAnswer
//   PATCH  /carts/:cart_id/items/:item_id       CartItemPatch -> CartAnswer
//   DELETE /carts/:cart_id/items/:item_id       -> CartAnswer

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

/** One line of a cart; money is a 2-decimal string. */
export const CartItem = Type.Object({
  id: Type.Integer(),
  service: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    image: Nullable(Type.String()),
  }),
  quantity: Type.Integer(),
  /** option id → the stored answer */
  answers: Type.Record(Type.String(), Type.Unknown()),
  /**
   * the answered options as text, in option order; the api always sends it (optional here only so
   * that older fixtures still type-check)
   */
  choices: Type.Optional(
    Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  ),
  unit_price: Money(),
  line_total: Money(),
});
export type CartItem = Static<typeof CartItem>;

/** A cart; `cart_id` is null for a customer without a cart yet. */
export const Cart = Type.Object({
  cart_id: Nullable(Type.String()),
  items: Type.Array(CartItem),
  /** the number of units */
  item_count: Type.Integer({ minimum: 0 }),
  subtotal: Money(),
});
export type Cart = Static<typeof Cart>;

/** What reading or changing a cart answers. */
export const CartAnswer = Type.Object({ status: Type.Integer(), data: Cart });
export type CartAnswer = Static<typeof CartAnswer>;

/** What adding to a cart answers: the cart (a guest's new one) and the added line. */
export const CartItemAdded = Type.Object({
  status: Type.Integer(),
  data: Type.Object({ cart_id: Type.String(), item: CartItem }),
});
export type CartItemAdded = Static<typeof CartItemAdded>;
