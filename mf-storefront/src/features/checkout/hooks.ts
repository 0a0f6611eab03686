import useSWR from 'swr';
import { useIsLoggedIn, useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  checkoutKeys,
  type Address,
  type CustomerProfile,
  type Estimate,
  type InsurancePlan,
  type Order,
  type PaymentConfig,
  type PaymentTarget,
  type ShippingRate,
} from './api';

/** True for a logged-in customer (their own cart and saved addresses are used). */
export function useIsCustomer(): boolean {
  const session = useSession();
  return useIsLoggedIn() && session.customer !== null;
}

/** Who may open /checkout: a logged-in customer, or a guest who chose 'Continue as guest'. */
export function useCanCheckout(): boolean {
  const session = useSession();
  return useIsCustomer() || session.checkoutAsGuest;
}

function useStoreQuery<T>(key: (storeId: number) => readonly unknown[]) {
  const { storeId } = useTenant();
  const { data, error, isLoading, mutate } = useSWR<T, Error>(
    storeId ? key(storeId) : null,
  );
  return { data, error, isLoading, retry: () => void mutate() };
}

export function useShippingRates() {
  const { data, ...rest } = useStoreQuery<ShippingRate[]>(
    checkoutKeys.shippingRates,
  );
  return { rates: data, ...rest };
}

/** The store's active insurance plans (`[]` when it has none). */
export function useInsurancePlans() {
  const { data, ...rest } = useStoreQuery<InsurancePlan[]>(
    checkoutKeys.insurances,
  );
  return { plans: data, ...rest };
}

export function usePaymentConfig() {
  const { data, ...rest } = useStoreQuery<PaymentConfig>(
    checkoutKeys.paymentConfig,
  );
  return { config: data, ...rest };
}

/** The customer's saved addresses and profile (nothing is fetched for guests). */
export function useCustomerDetails() {
  const isCustomer = useIsCustomer();
  const addresses = useSWR<Address[], Error>(
    isCustomer ? checkoutKeys.addresses() : null,
  );
  const profile = useSWR<CustomerProfile, Error>(
    isCustomer ? checkoutKeys.profile() : null,
  );
  return {
    addresses: addresses.data ?? [],
    profile: profile.data ?? null,
    // a failed read only means the customer types their details
    isLoading: isCustomer && (addresses.isLoading || profile.isLoading),
  };
}

function useByToken<T>(key: readonly unknown[] | null) {
  const { data, error, isLoading, mutate } = useSWR<T, Error>(key);
  return { data, error, isLoading, retry: () => void mutate() };
}

export function usePaymentTarget(token: string | undefined) {
  const { data, ...rest } = useByToken<PaymentTarget>(
    token ? checkoutKeys.paymentTarget(token) : null,
  );
  return { target: data, ...rest };
}

export function useOrderByToken(token: string | undefined) {
  const { data, ...rest } = useByToken<Order>(
    token ? checkoutKeys.orderByToken(token) : null,
  );
  return { order: data, ...rest };
}

export function useEstimateByToken(token: string | undefined) {
  const { data, ...rest } = useByToken<Estimate>(
    token ? checkoutKeys.estimateByToken(token) : null,
  );
  return { estimate: data, ...rest };
}
