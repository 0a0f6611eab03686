import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import { forgetGuestCart, isCartKey, type Cart } from 'shared/cart';
import { readSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  createEstimate,
  createOrder,
  createPayment,
  type CardDetails,
  type Contact,
} from './api';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';
import {
  NEW_ADDRESS,
  NO_INSURANCE,
  type CheckoutValues,
  type ContactValues,
} from './schema';

const contactOf = (v: ContactValues): Contact => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
});

/** Which cart a request is about: the customer's own, or the guest's cart id. */
export function cartScope(cart: Cart): { scope: string; cartId?: string } {
  const { customer, access } = readSession();
  if (access && customer) return { scope: `customer-${customer.id}` };
  return {
    scope: `cart-${cart.cart_id ?? 'none'}`,
    cartId: cart.cart_id ?? undefined,
  };
}

/** After an order or estimate emptied the cart: forget a guest's cart id and refresh the badge. */
function useCartConsumed() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (cartId: string | undefined) => {
      if (cartId) forgetGuestCart(cartId);
      void mutate(isCartKey);
    },
    [mutate],
  );
}

/** POST /orders with one idempotency key per cart until the order exists. */
export function useSubmitOrder() {
  const { storeId } = useTenant();
  const consumed = useCartConsumed();
  return useCallback(
    async (cart: Cart, values: CheckoutValues) => {
      const { scope, cartId } = cartScope(cart);
      const keyScope = `order:${scope}`;
      const isNew = values.address_choice === NEW_ADDRESS;
      const contact = contactOf(values);
      const { order } = await createOrder({
        store_id: storeId as number,
        ...(cartId ? { cart_id: cartId } : {}),
        idempotency_key: idempotencyKeyFor(keyScope),
        is_guest: cartId !== undefined,
        contact,
        ...(isNew
          ? {
              shipping_address: {
                first_name: contact.first_name,
                last_name: contact.last_name,
                phone: contact.phone,
                address_line1: values.address_line1.trim(),
                address_line2: values.address_line2.trim(),
                city: values.city.trim(),
                state: values.state.trim(),
                zip: values.zip.trim(),
                country: values.country.trim().toUpperCase(),
              },
            }
          : { address_id: Number(values.address_choice) }),
        carrier_id: Number(values.carrier_id),
        insurance_id:
          values.insurance_id === NO_INSURANCE
            ? null
            : Number(values.insurance_id),
        ...(values.discount ? { discount_code: values.discount.code } : {}),
      });
      forgetIdempotencyKey(keyScope);
      return { order, done: () => consumed(cartId) };
    },
    [storeId, consumed],
  );
}

/** POST /estimates, idempotent like orders. */
export function useSubmitEstimate() {
  const { storeId } = useTenant();
  const consumed = useCartConsumed();
  return useCallback(
    async (cart: Cart, values: ContactValues & { notes: string }) => {
      const { scope, cartId } = cartScope(cart);
      const keyScope = `estimate:${scope}`;
      const notes = values.notes.trim();
      const { estimate } = await createEstimate({
        store_id: storeId as number,
        ...(cartId ? { cart_id: cartId } : {}),
        idempotency_key: idempotencyKeyFor(keyScope),
        contact: contactOf(values),
        ...(notes ? { notes } : {}),
      });
      forgetIdempotencyKey(keyScope);
      return { estimate, done: () => consumed(cartId) };
    },
    [storeId, consumed],
  );
}

/**
 * POST /payments. The key is reused while the answer is unknown (network failure, server error);
 * after a final answer (paid, declined, refused) the next attempt is a new payment.
 */
export async function pay(token: string, card?: CardDetails) {
  const scope = `payment:${token}`;
  try {
    const result = await createPayment({
      token,
      idempotency_key: idempotencyKeyFor(scope),
      ...(card ? { card } : {}),
    });
    forgetIdempotencyKey(scope);
    return result;
  } catch (error) {
    // shared/api reports a network failure as 400 NETWORK_ERROR: that answer is unknown, keep the key
    if (
      isApiError(error) &&
      error.status >= 400 &&
      error.status < 500 &&
      error.code !== 'NETWORK_ERROR'
    )
      forgetIdempotencyKey(scope);
    throw error;
  }
}
