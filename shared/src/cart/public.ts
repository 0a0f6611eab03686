export { cartKeys, getCart, useCart, useCartQuery } from './cart';
export type { Cart, CartItem, CartQuery, CartResponse } from './cart';
