import useSWR from 'swr';
import { api } from 'shared/api';
import { readSession, updateSession, useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import type { CartAnswer as CartResponse } from 'shared/contracts/carts';

/** A cart, one of its lines, and what every cart endpoint answers. */
export type {
  Cart,
  CartAnswer as CartResponse,
  CartItem,
} from 'shared/contracts/carts';

/** Who the cart belongs to: a logged-in customer, or a guest by cart id. */
export type CartQuery =
  | { store_id?: number; customer_id: number }
  | { store_id?: number; cart_id: string };

const CARTS = 'carts';
/** The store a cart fetch names when the tenant's store id is not known. */
export const FALLBACK_CART_STORE_ID = 1;

/** SWR keys of the cart: the shell's header badge and the storefront's cart page share them. */
export const cartKeys = {
  all: () => [CARTS] as const,
  detail: (query: CartQuery) => [CARTS, query] as const,
};

/** True for every SWR key of the cart (pass to `mutate` to revalidate the badge and the cart page). */
export const isCartKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === CARTS;

/**
 * Forgets a guest cart id after checkout (the api emptied that cart), so the next add-to-cart
 * starts a new cart; the guest-checkout flag is kept for the rest of the visit.
 */
export function forgetGuestCart(cartId: string | number): void {
  const { cartIds } = readSession();
  if (!cartIds.some((id) => String(id) === String(cartId))) return;
  updateSession({
    cartIds: cartIds.filter((id) => String(id) !== String(cartId)),
  });
}

/** Reads a cart. */
export function getCart(query: CartQuery): Promise<CartResponse> {
  return api.get<CartResponse>(CARTS, { query });
}

/** Whose cart to read: the logged-in customer's, else the guest's last cart id, else none. */
export function useCartQuery(): CartQuery | null {
  const session = useSession();
  const { storeId } = useTenant();
  // The cart fetch falls back to store 1. The api still refuses a cart of another
  // store, so the fallback can never show a foreign cart.
  const store = { store_id: storeId ?? FALLBACK_CART_STORE_ID };
  if (session.access && session.customer)
    return { ...store, customer_id: session.customer.id };
  const lastCartId = session.cartIds[session.cartIds.length - 1];
  return lastCartId !== undefined
    ? { ...store, cart_id: String(lastCartId) }
    : null;
}

/** The current visitor's cart; `cart` is null while loading, on error, or when there is none. */
export function useCart() {
  const query = useCartQuery();
  const { data, error, isLoading, mutate } = useSWR<CartResponse, Error>(
    query ? cartKeys.detail(query) : null,
  );
  return {
    cart: data?.data ?? null,
    isLoading,
    error,
    retry: () => void mutate(),
  };
}
