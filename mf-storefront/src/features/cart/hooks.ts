import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  cartKeys,
  useCartQuery,
  type Cart,
  type CartResponse,
} from 'shared/cart';
import { removeCartItem, updateCartItem } from './api';
import { withoutItem, withQuantity } from './formatters';

/** Quantity change and removal, applied optimistically and rolled back when the api refuses. */
export function useCartActions(cart: Cart | null) {
  const query = useCartQuery();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<Error | null>(null);

  const apply = useCallback(
    async (request: () => Promise<CartResponse>, next: (c: Cart) => Cart) => {
      if (!query || !cart) return;
      setError(null);
      try {
        await mutate<CartResponse>(cartKeys.detail(query), request, {
          optimisticData: (current?: CartResponse) => ({
            status: current?.status ?? 200,
            data: next(current?.data ?? cart),
          }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      } catch (e) {
        setError(e instanceof Error ? e : new Error(String(e)));
      }
    },
    [mutate, query, cart],
  );

  const cartId = cart?.cart_id ?? null;
  const changeQuantity = (itemId: number, quantity: number) =>
    cartId
      ? apply(
          () => updateCartItem(cartId, itemId, quantity),
          (c) => withQuantity(c, itemId, quantity),
        )
      : Promise.resolve();
  const removeItem = (itemId: number) =>
    cartId
      ? apply(
          () => removeCartItem(cartId, itemId),
          (c) => withoutItem(c, itemId),
        )
      : Promise.resolve();
  return { changeQuantity, removeItem, error };
}
