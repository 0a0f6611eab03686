import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { forbidden, validationError } from '../../errors';
import type { StoreRow } from '../storefront';
import {
  accessibleCart,
  customerCart,
  customerIdOf,
  type CartRow,
} from './carts';

// Who is buying, and from which cart: the caller's own cart, or the guest cart they hold.

export const EMPTY_CART = 'Your cart is empty.';

export interface Buyer {
  customerId: number | null;
  cartId: string | null;
}

/**
 * Whose cart: a customer of this store uses their own cart; a guest must say `is_guest: true` and
 * give a cart of this store (another store's or unknown cart → 404). Other roles → 403.
 */
export async function resolveBuyer(
  db: Db,
  principal: Principal | null,
  store: StoreRow,
  body: { cart_id?: string; is_guest?: boolean },
  requireGuestFlag: boolean,
): Promise<Buyer> {
  const customerId = customerIdOf(principal);
  if (customerId !== null) {
    if (principal?.user.store_id !== store.id)
      throw forbidden('You are not a customer of this store.');
    return {
      customerId,
      cartId: (await customerCart(db, customerId))?.id ?? null,
    };
  }
  const errors: Record<string, string> = {};
  if (requireGuestFlag && body.is_guest !== true)
    errors.is_guest = 'Log in or check out as a guest.';
  if (!body.cart_id) errors.cart = EMPTY_CART;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const cart: CartRow = await accessibleCart(db, body.cart_id!, null, store.id);
  return { customerId: null, cartId: cart.id };
}
