export {
  cartKeys,
  forgetGuestCart,
  getCart,
  isCartKey,
  useCart,
  useCartQuery,
} from './cart';
export type { Cart, CartItem, CartQuery, CartResponse } from './cart';
