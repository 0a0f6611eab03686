import useSWR from 'swr';
import { api } from 'shared/api';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';

// The workshop's registration record (plan and its payment, default address, payout account),
// read by the set-up steps and by the owner's settings pages.

export const registrationKey = () => ['vendor/onboarding'] as const;

export const getRegistration = () =>
  api.get<VendorOnboardingState>('vendor/onboarding');

/** The signed-in vendor owner's registration record. */
export function useRegistration() {
  const { data, error, isLoading } = useSWR(
    registrationKey(),
    getRegistration,
    { revalidateOnFocus: false },
  );
  return { state: data, error: error as Error | undefined, isLoading };
}
