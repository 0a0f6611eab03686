import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { cartKeys } from 'shared/cart';
import { readSession, updateSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  addToCart,
  getServiceDetail,
  serviceDetailKeys,
  type AddToCartBody,
  type ServiceDetail,
} from './api';

/** One storefront service with its options, for the current store. */
export function useServiceDetail(serviceId: number) {
  const { storeId } = useTenant();
  const key =
    storeId && Number.isInteger(serviceId) && serviceId > 0
      ? serviceDetailKeys.detail(storeId, serviceId)
      : null;
  const { data, error, isLoading, mutate } = useSWR<ServiceDetail, Error>(
    key,
    () => getServiceDetail(storeId as number, serviceId),
  );
  return {
    service: data,
    isLoading,
    error,
    isMissing: key === null,
    retry: () => mutate(),
  };
}

const guestCartId = (): string | undefined => {
  const { customer, cartIds } = readSession();
  if (customer) return undefined; // a customer always uses their own cart
  const last = cartIds[cartIds.length - 1];
  return typeof last === 'string' ? last : undefined;
};

/**
 * Adds a line to the cart. A guest's cart id is kept in the session's cart ids so the next add
 * reuses that cart.
 */
export function useAddToCart() {
  const { storeId } = useTenant();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (line: Omit<AddToCartBody, 'store_id' | 'cart_id'>) => {
      const cartId = guestCartId();
      const response = await addToCart({
        store_id: storeId as number,
        ...line,
        ...(cartId ? { cart_id: cartId } : {}),
      });
      const returned = response.data.cart_id;
      const session = readSession();
      if (!session.customer && returned && returned !== cartId) {
        updateSession({
          cartIds: [
            ...session.cartIds.filter((id) => id !== returned),
            returned,
          ],
        });
      }
      // The header's badge and the cart page read the cart under these keys.
      await mutate((key) => Array.isArray(key) && key[0] === cartKeys.all()[0]);
      return response;
    },
    [storeId, mutate],
  );
}
