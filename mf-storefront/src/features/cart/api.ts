import { api } from 'shared/api';
import type { CartResponse } from 'shared/cart';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

const itemPath = (cartId: string, itemId: number) =>
  `carts/${encodeURIComponent(cartId)}/items/${itemId}`;

export function updateCartItem(
  cartId: string,
  itemId: number,
  quantity: number,
): Promise<CartResponse> {
  return api.patch<CartResponse>(itemPath(cartId, itemId), { quantity });
}

export function removeCartItem(
  cartId: string,
  itemId: number,
): Promise<CartResponse> {
  return api.delete<CartResponse>(itemPath(cartId, itemId));
}
