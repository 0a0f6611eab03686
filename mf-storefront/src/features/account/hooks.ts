import { useCallback } from 'react';
import { useLocation } from 'shared/router';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError } from 'shared/api';
import { cartKeys } from 'shared/cart';
import { useSession, useSignIn, type LoginResponse } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  accountKeys,
  createAddress,
  customerLogin,
  deleteAddress,
  updateAddress,
  updateProfile,
  type Address,
  type FeedbackTarget,
  type Order,
  type OrderPage,
  type Profile,
  type ProfilePatch,
} from './api';
import { describeApiError } from '../../i18n/apiErrors';

/** Where a login page sends the customer back to (`state.from`, set by the guard or a link). */
export function useReturnPath(fallback: string): string {
  const { state } = useLocation() as { state: { from?: unknown } | null };
  return typeof state?.from === 'string' && state.from ? state.from : fallback;
}

/** The guest's latest cart id, sent with login/register so its lines move into the customer's cart. */
export function useGuestCartId(): string | undefined {
  const { cartIds } = useSession();
  const last = cartIds[cartIds.length - 1];
  return last === undefined ? undefined : String(last);
}

/** Stores a login answer as the session and refetches every cart (the guest cart was merged). */
export function useCompleteSignIn() {
  const signIn = useSignIn();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (response: LoginResponse) => {
      signIn(response);
      const cartRoot = cartKeys.all()[0];
      await mutate(
        (key) => Array.isArray(key) && key[0] === cartRoot,
        undefined,
        { revalidate: true },
      );
    },
    [signIn, mutate],
  );
}

/**
 * Customer login in the current store, carrying the guest cart; a refusal rejects with its reason
 * in the page's language.
 */
export function useCustomerLogin() {
  const { storeId } = useTenant();
  const cartId = useGuestCartId();
  const complete = useCompleteSignIn();
  return useCallback(
    async (values: { email: string; password: string }) => {
      const response = await customerLogin({
        store_id: storeId ?? 1,
        email: values.email,
        password: values.password,
        ...(cartId ? { cart_id: cartId } : {}),
      }).catch((error: unknown) => {
        throw new Error(describeApiError(error));
      });
      await complete(response);
    },
    [storeId, cartId, complete],
  );
}

/** One page of the customer's orders, newest first. */
export function useMyOrders(page: number) {
  const { data, error, isLoading, mutate } = useSWR<OrderPage, ApiError>(
    accountKeys.orders(page),
  );
  return {
    orders: data?.results ?? [],
    total: data?.count ?? 0,
    isLoading,
    error,
    retry: () => void mutate(),
  };
}

/** One of the customer's orders by number. */
export function useMyOrder(orderNo: string) {
  const { data, error, isLoading, mutate } = useSWR<Order, ApiError>(
    orderNo ? accountKeys.order(orderNo) : null,
  );
  return { order: data, error, isLoading, retry: () => void mutate() };
}

/** The customer's profile and its update (the cache takes the api's answer). */
export function useProfile() {
  const { data, error, isLoading, mutate } = useSWR<Profile, ApiError>(
    accountKeys.profile(),
  );
  const save = useCallback(
    async (patch: ProfilePatch) => {
      const updated = await updateProfile(patch);
      await mutate(updated, { revalidate: false });
    },
    [mutate],
  );
  return { profile: data, error, isLoading, retry: () => void mutate(), save };
}

/** The saved addresses with add, edit, delete and set-default (the list is refetched after each). */
export function useAddresses() {
  const { data, error, isLoading, mutate } = useSWR<Address[], ApiError>(
    accountKeys.addresses(),
  );
  const after = useCallback(
    async <T>(request: Promise<T>) => {
      const result = await request;
      await mutate();
      return result;
    },
    [mutate],
  );
  return {
    addresses: data ?? [],
    error,
    isLoading,
    retry: () => void mutate(),
    save: (address: Address, id?: number) =>
      after(
        id === undefined ? createAddress(address) : updateAddress(id, address),
      ),
    remove: (id: number) => after(deleteAddress(id)),
    makeDefault: (address: Address & { id: number }) =>
      after(updateAddress(address.id, { ...address, is_default: true })),
  };
}

/** The order a feedback link is for. */
export function useFeedbackTarget(token: string) {
  const { storeId } = useTenant();
  const { data, error, isLoading, mutate } = useSWR<FeedbackTarget, ApiError>(
    token && storeId ? accountKeys.feedback(token, storeId) : null,
  );
  return {
    target: data,
    storeId,
    error,
    isLoading,
    retry: () => void mutate(),
  };
}

/** Whether a password reset link is still valid (`{ valid, email }` or the api's 400). */
export function useResetLink(key: string, token: string) {
  const { data, error, isLoading } = useSWR<
    { valid: boolean; email: string },
    ApiError
  >(key && token ? accountKeys.resetLink(key, token) : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { link: data, error, isLoading };
}
